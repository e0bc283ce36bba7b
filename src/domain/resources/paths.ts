/** Paths of generated lists that hand-written screens link to (their schemas' `x-resource.path`). */
export const RATE_SHEETS_PATH = '/customer/rateSheets';
export const PER_DIEM_TYPES_PATH = '/administration/accountSettings/perDiemTypes';

/** Customer Rate Sheets showing one customer's lines (the list reads `filter` from the address). */
export const rateSheetsOfCustomer = (customerId: number) => `${RATE_SHEETS_PATH}?filter=${encodeURIComponent(JSON.stringify({ customerId }))}`;

/** Where the names a list's rows reference are read (under /api/v1): whoever reads the list may read them. */
export const resourceLabelsPath = (resource: string, field: string) => `resources/${resource}/labels/${field}`;

/** The Settings page: every settings list the user may open, in groups, with a search of its own. */
export const SETTINGS_PATH = '/settings';

/** Spec §2.1's administration tree: its generated lists are the settings lists the Settings page gathers. */
export const ADMINISTRATION_PATH = '/administration';
