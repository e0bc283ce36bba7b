/**
 * A customer billed by rate sheet without one (spec §8 "Please set up Rate Sheet for this
 * customer first"): who may set it up, and what the dispatchers are told at once when a
 * technician is refused for it (the hub event and the team leader board's attention line).
 */
import { canWriteModule, type AccessSubject } from '../access';
import { MODULES } from '../permissions/catalog';

/** Setting up a rate sheet is writing Customer Rate Sheets: write on the Customers module. */
export const canSetUpRateSheets = (subject: AccessSubject): boolean => canWriteModule(subject, MODULES.CUSTOMERS);

/** The link beside the message for those who may set the rate sheet up. */
export const SET_UP_RATE_SHEET_LABEL = 'Set up rate sheet';

/** What POST WOStartStop/rateSheetMissing answers: whether the start is refused for it, with the spec's message. */
export interface RateSheetMissingAnswer {
  reported: boolean;
  message: string | null;
}

/** The hub event (TeamLeaderHub and FieldDeskHub) that tells dispatchers a technician was refused. */
export const RATE_SHEET_MISSING_EVENT = 'rateSheetMissing';

export interface RateSheetMissingEvent {
  workOrderId: number;
  workOrderNumber: string;
  /** The billing customer, whose rate sheet is missing. */
  customerId: number;
  customerName: string;
  technicianId: number;
  technicianName: string;
  /** The spec's message, as the technician saw it. */
  message: string;
}

/** "Ann Tech cannot start 10042: Please set up Rate Sheet for this customer first (Pinecrest Apartments)": the dispatcher's toast. */
export const rateSheetMissingNotice = (event: RateSheetMissingEvent): string =>
  `${event.technicianName} cannot start ${event.workOrderNumber}: ${event.message} (${event.customerName})`;

/** The attention line: who was refused, when (HH:mm, the subscriber's clock) and for which customer. */
export const rateSheetMissingDetail = (technicianName: string, at: string, customerName: string): string =>
  `${technicianName} could not start at ${at}: no rate sheet for ${customerName}`;
