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

/** Longest free-text description a status change keeps (spec §9: descriptions up to 1500). */
export const STATUS_DESCRIPTION_MAX = 1500;
