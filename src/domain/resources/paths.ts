/** Paths of generated lists that hand-written screens link to (their schemas' `x-resource.path`). */
export const RATE_SHEETS_PATH = '/customer/rateSheets';
export const PER_DIEM_TYPES_PATH = '/administration/accountSettings/perDiemTypes';
