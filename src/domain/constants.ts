/**
 * Business constants and limits of spec §9, in one place for browser and server.
 *
 * Values that already live beside the rule that uses them are re-exported from there,
 * not repeated: the token refresh window (session.ts), the clock-in user status
 * (userStatuses.ts) and the description limit (userStatuses.ts).
 */
import { USER_STATUS } from './userStatus/statuses';

export { REFRESH_WINDOW_SECONDS } from './session';
export { STATUS_DESCRIPTION_MAX } from './userStatus/statuses';

// Grids and pickers

/** Page sizes a grid offers. */
export const GRID_PAGE_SIZES = [25, 50, 100] as const;
/** Page-number buttons shown in a grid pager. */
export const GRID_PAGE_BUTTONS = 10;
/** The spec gives two default readings: one grid set starts at 50 rows, lists ask for take 25 skip 0. */
export const GRID_DEFAULT_PAGE_SIZE = 50;
export const LIST_DEFAULT_TAKE = 25;
export const LIST_DEFAULT_SKIP = 0;
/** The shared request model asks for 100 rows when the caller gives no take. */
export const REQUEST_DEFAULT_TAKE = 100;

export const TECHNICIAN_PICKER_PAGE_SIZE = 3;
export const TECHNICIAN_PICKER_PAGE_SIZES = [3, 10, 20, 30] as const;
export const TECHNICIAN_PICKER_PAGE_BUTTONS = 5;

// Timing

export const NOTIFICATION_AUTO_CLOSE_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 400;

/** Options for the browser's location request: precise, answered within 5 s, a fix up to a minute old is fine. */
export const LOCATION_OPTIONS = { enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 } as const;

/** Waits before each real-time reconnect attempt, then the wait used once these are spent. */
export const REALTIME_RECONNECT_DELAYS_MS = [0, 2000, 10_000, 30_000] as const;
export const REALTIME_RECONNECT_FALLBACK_MS = 120_000;

export const DROPBOX_THUMBNAIL_BATCH_SIZE = 25;
/** How long a chunk of the app may take to load before it counts as failed. */
export const CHUNK_TIMEOUT_MS = 120_000;

// Forms

/** Minimum length of the Corrigo check-out comment. */
export const CORRIGO_COMMENT_MIN_LENGTH = 5;

/** Clocking in puts the user On Site (status id 1). */
export const CLOCK_IN_USER_STATUS_ID = USER_STATUS.ON_SITE;

export const SERVICE_CHANNEL_TECHNICIAN_COUNT_DEFAULT = 1;
export const SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN = 1;

/** The per-diem choice every list starts with. */
export const PER_DIEM_DEFAULT_OPTION = { id: 0, name: 'N/A' } as const;

// Scheduler

export const SCHEDULER_SLOT_DIVISIONS = 4;
/** A new appointment lasts a quarter of an hour unless changed. */
export const SCHEDULER_DEFAULT_DURATION_HOURS = 0.25;

// Layout

export const DIALOG_DEFAULT_WIDTH = 450;
export const CONFIRM_DIALOG_SIZE = { width: 500, height: 200 } as const;
export const IMAGE_INSERT_DIALOG_SIZE = { width: 500, height: 480 } as const;
export const POPUP_WINDOW_SIZE = { width: 500, height: 500 } as const;
export const SIGNATURE_PAD_SIZE = { width: 300, height: 200 } as const;
export const MAP_MARKER_SIZE = { width: 48, height: 48 } as const;
export const THEME_PRIMARY_COLOUR = '#337ab7';

export const DEFAULT_EXPORT_FILE_NAME = 'excel.xlsx';

// Formats and arithmetic

/** A phone number is 10 digits, shown with the mask below. */
export const PHONE_DIGITS = 10;
export const PHONE_MASK = '000-000-0000';

export const KILOMETRES_PER_MILE = 1.609344;
export const MS_PER_DAY = 86_400_000;
export const MS_PER_WEEK = 604_800_000;

/**
 * Minimum profit factor by job value: above the first threshold up to the second the
 * factor is 33.33, above the second it is 25, at or below the first there is none.
 * Thresholds are in cents because money is computed in integer cents.
 */
export const PROFIT_FACTOR_LOWER_THRESHOLD_CENTS = 100_000;
export const PROFIT_FACTOR_UPPER_THRESHOLD_CENTS = 1_000_000;
export const PROFIT_FACTOR_MID = 33.33;
export const PROFIT_FACTOR_HIGH = 25;
