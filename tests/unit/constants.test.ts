import { describe, expect, it } from 'vitest';
import * as constants from '../../src/domain/constants';
import { importersOf, readSource, sourceFiles } from '../support/importers';
import { REFRESH_WINDOW_SECONDS } from '../../src/domain/session';
import { STATUS_DESCRIPTION_MAX, USER_STATUS } from '../../src/domain/userStatus/statuses';

describe('business constants of spec §9', () => {
  it('grids and pickers', () => {
    expect(constants.GRID_PAGE_SIZES).toEqual([25, 50, 100]);
    expect(constants.GRID_PAGE_BUTTONS).toBe(10);
    expect(constants.GRID_PAGE_SIZES).toContain(constants.GRID_DEFAULT_PAGE_SIZE);
    expect(constants.GRID_PAGE_SIZES).toContain(constants.LIST_DEFAULT_TAKE);
    expect([constants.LIST_DEFAULT_TAKE, constants.LIST_DEFAULT_SKIP, constants.REQUEST_DEFAULT_TAKE]).toEqual([25, 0, 100]);
    expect(constants.TECHNICIAN_PICKER_PAGE_SIZE).toBe(3);
    expect(constants.TECHNICIAN_PICKER_PAGE_SIZES).toEqual([3, 10, 20, 30]);
    expect(constants.TECHNICIAN_PICKER_PAGE_SIZES).toContain(constants.TECHNICIAN_PICKER_PAGE_SIZE);
    expect(constants.TECHNICIAN_PICKER_PAGE_BUTTONS).toBe(5);
  });

  it('timing', () => {
    expect(constants.NOTIFICATION_AUTO_CLOSE_MS).toBe(5000);
    expect(constants.SEARCH_DEBOUNCE_MS).toBe(400);
    expect(constants.LOCATION_OPTIONS).toEqual({ enableHighAccuracy: true, timeout: 5000, maximumAge: 60_000 });
    expect(constants.REALTIME_RECONNECT_DELAYS_MS).toEqual([0, 2000, 10_000, 30_000]);
    expect(constants.REALTIME_RECONNECT_FALLBACK_MS).toBe(120_000);
    expect(constants.DROPBOX_THUMBNAIL_BATCH_SIZE).toBe(25);
    expect(constants.CHUNK_TIMEOUT_MS).toBe(120_000);
  });

  it('forms', () => {
    expect(constants.CORRIGO_COMMENT_MIN_LENGTH).toBe(5);
    expect(constants.SERVICE_CHANNEL_TECHNICIAN_COUNT_DEFAULT).toBe(1);
    expect(constants.SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN).toBe(1);
    expect(constants.PER_DIEM_DEFAULT_OPTION).toEqual({ id: 0, name: 'N/A' });
    expect(constants.SCHEDULER_SLOT_DIVISIONS).toBe(4);
    expect(constants.SCHEDULER_DEFAULT_DURATION_HOURS).toBe(0.25);
  });

  it('reuses the values that already live beside their rules instead of repeating them', () => {
    expect(constants.REFRESH_WINDOW_SECONDS).toBe(REFRESH_WINDOW_SECONDS);
    expect(constants.REFRESH_WINDOW_SECONDS).toBe(30 * 60);
    expect(constants.STATUS_DESCRIPTION_MAX).toBe(STATUS_DESCRIPTION_MAX);
    expect(constants.STATUS_DESCRIPTION_MAX).toBe(1500);
    expect(constants.CLOCK_IN_USER_STATUS_ID).toBe(USER_STATUS.ON_SITE);
    expect(constants.CLOCK_IN_USER_STATUS_ID).toBe(1);
  });

  it('layout', () => {
    expect(constants.DIALOG_DEFAULT_WIDTH).toBe(450);
    expect(constants.CONFIRM_DIALOG_SIZE).toEqual({ width: 500, height: 200 });
    expect(constants.IMAGE_INSERT_DIALOG_SIZE).toEqual({ width: 500, height: 480 });
    expect(constants.POPUP_WINDOW_SIZE).toEqual({ width: 500, height: 500 });
    expect(constants.SIGNATURE_PAD_SIZE).toEqual({ width: 300, height: 200 });
    expect(constants.MAP_MARKER_SIZE).toEqual({ width: 48, height: 48 });
    expect(constants.THEME_PRIMARY_COLOUR).toBe('#337ab7');
    expect(constants.DEFAULT_EXPORT_FILE_NAME).toBe('excel.xlsx');
  });

  it('formats and arithmetic', () => {
    expect(constants.PHONE_DIGITS).toBe(10);
    expect(constants.PHONE_MASK.replace(/-/g, '')).toHaveLength(constants.PHONE_DIGITS);
    expect(constants.PHONE_MASK).toBe('000-000-0000');
    expect(constants.KILOMETRES_PER_MILE).toBe(1.609344);
    expect(constants.MS_PER_DAY).toBe(24 * 60 * 60 * 1000);
    expect(constants.MS_PER_WEEK).toBe(7 * constants.MS_PER_DAY);
    expect(constants.PROFIT_FACTOR_LOWER_THRESHOLD_CENTS).toBe(1000 * 100);
    expect(constants.PROFIT_FACTOR_UPPER_THRESHOLD_CENTS).toBe(10_000 * 100);
    expect([constants.PROFIT_FACTOR_MID, constants.PROFIT_FACTOR_HIGH]).toEqual([33.33, 25]);
  });
});

/** Defined beside the rule that uses them and re-exported by constants.ts (checked above). */
const RE_EXPORTED = ['REFRESH_WINDOW_SECONDS', 'STATUS_DESCRIPTION_MAX'];

/** Every other constant the app uses, each imported from constants.ts by the code that uses it. */
const USED_BY_THE_APP = [
  'GRID_PAGE_SIZES',
  'GRID_PAGE_BUTTONS',
  'LIST_DEFAULT_TAKE',
  'TECHNICIAN_PICKER_PAGE_SIZE',
  'TECHNICIAN_PICKER_PAGE_SIZES',
  'TECHNICIAN_PICKER_PAGE_BUTTONS',
  'NOTIFICATION_AUTO_CLOSE_MS',
  'SEARCH_DEBOUNCE_MS',
  'LOCATION_OPTIONS',
  'CHUNK_TIMEOUT_MS',
  'REALTIME_RECONNECT_DELAYS_MS',
  'REALTIME_RECONNECT_FALLBACK_MS',
  'CORRIGO_COMMENT_MIN_LENGTH',
  'CLOCK_IN_USER_STATUS_ID',
  'SERVICE_CHANNEL_TECHNICIAN_COUNT_DEFAULT',
  'SERVICE_CHANNEL_TECHNICIAN_COUNT_MIN',
  'PER_DIEM_DEFAULT_OPTION',
  'DIALOG_DEFAULT_WIDTH',
  'CONFIRM_DIALOG_SIZE',
  'SIGNATURE_PAD_SIZE',
  'THEME_PRIMARY_COLOUR',
  'DEFAULT_EXPORT_FILE_NAME',
  'PHONE_DIGITS',
  'PHONE_MASK',
  'KILOMETRES_PER_MILE',
  'MS_PER_DAY',
  'MS_PER_WEEK',
  'PROFIT_FACTOR_LOWER_THRESHOLD_CENTS',
  'PROFIT_FACTOR_UPPER_THRESHOLD_CENTS',
  'PROFIT_FACTOR_MID',
  'PROFIT_FACTOR_HIGH',
  'SCHEDULER_SLOT_DIVISIONS',
  'SCHEDULER_DEFAULT_DURATION_HOURS',
];

/**
 * Declared for areas still to come (scheduler, real-time, Dropbox, maps, the shared request
 * model): nothing uses them yet. When an area starts to, its constant moves to the list above.
 */
const DECLARED_FOR_AREAS_TO_COME = [
  'GRID_DEFAULT_PAGE_SIZE',
  'LIST_DEFAULT_SKIP',
  'REQUEST_DEFAULT_TAKE',
  'DROPBOX_THUMBNAIL_BATCH_SIZE',
  'IMAGE_INSERT_DIALOG_SIZE',
  'POPUP_WINDOW_SIZE',
  'MAP_MARKER_SIZE',
];

describe('one definition of each constant, used by the app', () => {
  const importers = importersOf('src/domain/constants.ts');

  it('sorts every constant into exactly one of the lists', () => {
    expect([...RE_EXPORTED, ...USED_BY_THE_APP, ...DECLARED_FOR_AREAS_TO_COME].sort()).toEqual(Object.keys(constants).sort());
  });

  it.each(USED_BY_THE_APP)('%s is imported from constants.ts by the app', (name) => {
    expect(importers.get(name) ?? []).not.toEqual([]);
  });

  it.each(DECLARED_FOR_AREAS_TO_COME)('%s is not used yet', (name) => {
    expect(importers.get(name) ?? []).toEqual([]);
  });

  it.each([constants.THEME_PRIMARY_COLOUR, constants.DEFAULT_EXPORT_FILE_NAME, constants.PHONE_MASK])(
    'the text %s is written nowhere else in src, outside comments',
    (text) => {
      const code = (file: string) => readSource(file).split('\n').filter((line) => !/^\s*(\*|\/\/|\/\*)/.test(line));
      const copies = sourceFiles()
        .filter((file) => file !== 'src/domain/constants.ts' && !file.startsWith('src/generated/'))
        .filter((file) => code(file).some((line) => line.includes(text)));
      expect(copies).toEqual([]);
    },
  );
});
