/**
 * The user statuses the flows rely on (spec §3.6, §4, §9). Each subscriber keeps its list
 * (schemas/userStatuses.schema.json seeds these ids): clock-in uses 1, stop-and-start uses
 * En Route, and 11 asks for a company description.
 */
export const USER_STATUS = {
  ON_SITE: 1,
  EN_ROUTE: 2,
  AVAILABLE: 3,
  LUNCH: 4,
  BREAK: 5,
  SHOP: 6,
  SUPPLY_HOUSE: 7,
  TRAINING: 8,
  OFF_DUTY: 9,
  SICK: 10,
  COMPANY_WORK: 11,
  VACATION: 12,
} as const;

/** The status that asks for a company description (spec §4). */
export const requiresCompanyDescription = (statusId: number | null | undefined) => statusId === USER_STATUS.COMPANY_WORK;

/**
 * Labor is paid time, so a status the subscriber's list marks unpaid (Lunch, Off Duty, Sick
 * and Vacation as seeded) is not chosen while a labor is open: the user clocks out first.
 * Paid statuses (Break, Shop, Supply House, Training...) keep the labor running, since a
 * technician on the clock may fetch parts or take a paid break for the order.
 */
export const choosableWhileClockedIn = (status: { isPayable: boolean }) => status.isPayable;

export const USER_STATUS_MESSAGES = {
  /** The server's refusal of an unpaid status while clocked in. */
  clockOutFirst: (workOrderNumber: string, statusName: string) =>
    `Clock out of work order ${workOrderNumber} before changing your status to ${statusName}.`,
  /** The browser's offer to clock out before an unpaid status. */
  offerClockOut: (workOrderNumber: string, statusName: string) =>
    `You are clocked in on work order ${workOrderNumber}. Clock out before going to ${statusName}?`,
  /** Statuses are for users who clock in on work orders (write on Work Orders). */
  notClockUser: 'Only users who clock in on work orders change their status.',
} as const;

/** Longest free-text description a status change keeps (spec §9: descriptions up to 1500). */
export const STATUS_DESCRIPTION_MAX = 1500;
