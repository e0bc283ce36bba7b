import { USER_STATUS } from '../../domain/userStatus/statuses';

/** The dot colour of each status, so a glance tells working from away. */
const COLORS: Record<number, string> = {
  [USER_STATUS.ON_SITE]: '#2e7d32',
  [USER_STATUS.EN_ROUTE]: '#0288d1',
  [USER_STATUS.AVAILABLE]: '#43a047',
  [USER_STATUS.LUNCH]: '#f9a825',
  [USER_STATUS.BREAK]: '#fbc02d',
  [USER_STATUS.SHOP]: '#5c6bc0',
  [USER_STATUS.SUPPLY_HOUSE]: '#7e57c2',
  [USER_STATUS.TRAINING]: '#00897b',
  [USER_STATUS.OFF_DUTY]: '#9e9e9e',
  [USER_STATUS.SICK]: '#e53935',
  [USER_STATUS.COMPANY_WORK]: '#3949ab',
  [USER_STATUS.VACATION]: '#8e24aa',
};

export const statusColor = (statusId: number | null | undefined): string =>
  (statusId != null && COLORS[statusId]) || '#9e9e9e';
