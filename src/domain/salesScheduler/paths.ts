/** Where the sales scheduler lives (spec §2.1). */
export const SALES_SCHEDULER_PATH = '/sales/scheduler';
