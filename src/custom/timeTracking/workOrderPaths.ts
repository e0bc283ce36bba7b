/** Where the time-tracking flows send the user (spec §2.1). */
export const workOrderEditPath = (workOrderId: number) => `/workOrder/${workOrderId}/edit`;
/** After a stop-and-start, spelled as spec §2.1 says; routes match without regard to case. */
export const afterStopAndStartPath = (workOrderId: number) => `/workOrder/${workOrderId}/Edit`;
export const RATE_SHEETS_PATH = '/customer/rateSheets';
export const PER_DIEM_TYPES_PATH = '/administration/accountSettings/perDiemTypes';
