/**
 * How Service Channel spells what FieldDesk sends it (provider API v3): the check-in and
 * check-out bodies, and the PrimaryStatus a check-out takes for the statuses of the stop
 * dialog (spec §3.4, src/domain/timeTracking/clock.ts).
 */

/** A check-in as the outbox keeps it, in FieldDesk's words. */
export interface CheckInAction {
  techsCount: number;
  location: { latitude: number; longitude: number } | null;
  /** When the technician clocked in (ISO 8601, UTC). */
  at: string;
}

/** A check-out as the outbox keeps it: the statuses chosen in the stop dialog. */
export interface CheckOutAction extends CheckInAction {
  primaryStatus: string | null;
  extendedStatus: string | null;
}

export const REPAIR_WORK_TYPE = 1;

/**
 * The check-out PrimaryStatus for the dialog's primary and extended status. Service Channel
 * sets COMPLETED, or IN PROGRESS with the extended status the value names; OPEN and ON HOLD
 * are not check-out results, so they leave the order's status as it is. The dialog's
 * "PENDING QUOTE" is Service Channel's WAITING FOR QUOTE.
 */
export function checkOutPrimaryStatus(primary: string | null, extended: string | null): string {
  if (primary === 'COMPLETED') return 'Completed';
  if (primary !== 'IN PROGRESS') return 'NoStatusChange';
  switch (extended) {
    case 'INCOMPLETE':
      return 'Incomplete';
    case 'PARTS ON ORDER':
      return 'PartsOnOrder';
    case 'PENDING QUOTE':
    case 'WAITING FOR QUOTE':
      return 'WaitingForQuote';
    default:
      return 'InProgress';
  }
}

const coordinates = (action: CheckInAction) => (action.location ? { Latitude: action.location.latitude, Longitude: action.location.longitude } : {});

export const checkInBody = (action: CheckInAction) => ({
  WorkTypeId: REPAIR_WORK_TYPE,
  TechsCount: action.techsCount,
  ...coordinates(action),
  CheckInTime: action.at,
});

export const checkOutBody = (action: CheckOutAction) => {
  const primary = checkOutPrimaryStatus(action.primaryStatus, action.extendedStatus);
  return {
    WorkTypeId: REPAIR_WORK_TYPE,
    PrimaryStatus: primary,
    // Ignored by Service Channel when the order is completed; not sent then.
    ...(primary !== 'Completed' && action.extendedStatus && { ExtendedStatus: action.extendedStatus === 'PENDING QUOTE' ? 'WAITING FOR QUOTE' : action.extendedStatus }),
    ActionStatus: 'Complete',
    TechsCount: action.techsCount,
    ...coordinates(action),
    CheckOutTime: action.at,
  };
};

/** The parts of Service Channel's WorkOrder FieldDesk reads. */
export interface ScWorkOrder {
  Id: number;
  Number: string;
  Subscriber?: { Id: number; Name: string };
  Location?: { Name?: string; Address1?: string; City?: string; State?: string; Zip?: string };
  Status?: { Primary?: string; Extended?: string | null };
  Priority?: string;
  Description?: string;
  UpdatedDate?: string;
}

/** ErrorResponse: the body of every refusal. */
export interface ScErrorResponse {
  ErrorCodes?: string[];
  ErrorCode?: string;
  ErrorMessage?: string;
}
