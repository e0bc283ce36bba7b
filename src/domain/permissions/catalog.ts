/**
 * The permission areas ("modules") of FieldDesk and the named permissions
 * ("functionalities") each one carries (spec §3.3, §6). The server stores this catalogue
 * in tables at start; ids are stable because role mappings refer to them.
 *
 * Module names are those of the spec. Where the spec spells one module two ways
 * ("WorkOrders" in §3.3, "Work Orders" in §6) FieldDesk uses the §6 spelling.
 */
export const MODULES = {
  TEAM_LEADER: 'Team Leader',
  COO_DASHBOARD: 'COO Dashboard',
  WORK_ORDERS: 'Work Orders',
  SALES_SCHEDULER: 'Sales Scheduler',
  USERS: 'Users',
  CUSTOMERS: 'Customers',
  QUOTES: 'Quotes',
  TIMESHEET: 'Timesheet',
  INVENTORY: 'Inventory',
  REPORTS: 'Reports',
  DASHBOARD: 'Dashboard',
  VENDOR: 'Vendor',
  PURCHASE_ORDERS: 'PurchaseOrders',
  WAREHOUSE: 'Warehouse',
  DROPBOX: 'Dropbox',
  EMAIL_SETTINGS: 'EmailSettings',
  FLAGS: 'Flags',
  PTO_TYPES: 'PTOTypes',
  LOAN_TYPES: 'LoanTypes',
  PAY_RAISE_TYPES: 'PayRaiseTypes',
  ADJUST_MARKUP: 'Adjust Markup',
  SALES: 'Sales',
  PAYROLL: 'Payroll',
  BILLING: 'Billing',
  CREDIT_MEMOS: 'Credit Memos',
  VENDOR_CREDITS: 'Vendor Credits',
  COLLECTIONS: 'Collections',
  FLEET: 'Fleet',
  EQUIPMENT: 'Equipment',
  ESTIMATES: 'Estimates',
  PREVENTATIVE_MAINTENANCE: 'Preventative Maintenance',
  CONTACTS: 'Contacts',
  EMAIL_TEMPLATES: 'Email Templates',
  THIRD_PARTY: 'Third Party',
  SOP: 'SOP',
  SETTINGS: 'Settings',
  PERMISSIONS: 'Permissions',
} as const;

export type ModuleName = (typeof MODULES)[keyof typeof MODULES];

/** The named permissions of spec §3.3, each under the module it belongs to. */
export const FUNCTIONALITIES = {
  ALL_CUSTOMERS: 'All Customers',
  ALL_FLEET_RECORDS: 'All Fleet Records',
  ALL_QUOTES: 'All Quotes',
  ALL_REPORTS: 'All Reports',
  ALL_USERS: 'All Users',
  ALL_WORK_ORDERS: 'All WorkOrders',
  ALL_SALES_REPORTS: 'All Sales Reports',
  CAN_SAVE_WITHOUT_PAYROLL_INFO: 'Can Save Without Payroll Info',
  CAN_ACCESS_PAYROLL: 'Can Access Payroll',
  CREATE_QUOTE: 'Create Quote',
  CAN_ACCESS_SCHEDULE_GRID: 'Can Access Schedule Grid',
  CAN_ACCESS_QUOTES_GRID: 'Can Access Quotes Grid',
  CHANGE_STATUS: 'Change Status',
  CHANGE_SALES_PERSON: 'Change SalesPerson',
  CHANGE_SOCIAL_MEDIA_ENABLED: 'Change Social Media Enabled',
  CHANGE_QB_IMPORT_STATUS: 'Change QB Import Status',
  CHANGE_COMMISSIONABLE: 'Change Commissionable',
  CUSTOMER_PROFILE: 'Customer Profile',
  CREATE_WORK_ORDER: 'Create Work Order',
  DELETE_LABOR_STANDARD_ITEMS_EQUIPMENTS: 'Delete Labor Standard Items & Equipments',
  INSTALLER_WORK_ORDERS: 'Installer WorkOrders',
  MAIN_TIMESHEET: 'Main Timesheet',
  MANAGE_INVOICE_NUMBERS: 'Manage Invoice Numbers',
  MANAGE_STATUS_FILTER: 'Manage Status Filter',
  MANAGE_PO_NUMBERS: 'Manage PO Numbers',
  MANAGE_CUSTOMER_USER_ACCESS: 'Manage Customer User Access',
  MY_AUTO: 'My Auto',
  MY_WORK_ORDERS: 'My WorkOrders',
  SALES_QUOTES: 'Sales Quotes',
  SALES_REPORTS: 'Sales Reports',
  SALES_TIMESHEET: 'Sales Timesheet',
  SALES_WORK_ORDERS: 'Sales WorkOrders',
  VIEW_QB_IMPORT_LIST_DETAIL: 'View QB Import List Detail',
  APPLY_CREDITS: 'Apply Credits',
  WORK_ORDER_HISTORY: 'WorkOrder History',
  LOCK_TIMESHEET: 'Lock Timesheet',
  STATUS_HISTORY: 'Status History',
  TEAM_LEADER: 'Team Leader',
  ACCESS_CUSTOMER_CREDIT_LIMIT_ON_HOLD: 'Access Customer Credit Limit & OnHold',
  CHANGE_ONLY_BILL_TO: 'Change Only Bill To',
  INVENTORY_MANAGEMENT: 'Inventory Management',
  ADD_INVENTORY: 'Add Inventory',
  IMPORT_INVENTORY: 'Import Inventory',
  ADD_INVENTORY_WITHOUT_LOCATION: 'Add Inventory Without Location',
  CHANGE_PART_CLASS: 'Change Part Class',
  CAN_SEE_TOTAL_PART_COST: 'Can See Total Part Cost',
  CAN_EXPORT_INVENTORY: 'Can Export Inventory',
  CAN_ADD_ALL_INVENTORY: 'Can Add All Inventory',
  CAN_EXPORT_CONTACTS: 'Can Export Contacts',
  CHANGE_PO_AFTER_IMPORT: 'Change PO After Import',
  /** FieldDesk's own (issue 33): see deleted files and restore them. */
  RESTORE_DELETED_FILES: 'Restore Deleted Files',
  /** FieldDesk's own (issue 33): approve or correct clock times marked for approval. */
  APPROVE_CLOCK_TIMES: 'Approve Clock Times',
  /** FieldDesk's own (issue 33): see deleted labors and restore them. */
  RESTORE_DELETED_LABOR: 'Restore Deleted Labor',
  /**
   * FieldDesk's own (issue 33): reading and changing what FieldDesk signs in to Corrigo, Ecotrak
   * and Service Channel with. A secret goes to the token address saved beside it, so whoever may
   * change that address may send the secret anywhere: only Super Admin and Admin hold it by default.
   */
  INTEGRATION_CREDENTIALS: 'Integration Credentials',
} as const;

export type FunctionalityName = (typeof FUNCTIONALITIES)[keyof typeof FUNCTIONALITIES];

const F = FUNCTIONALITIES;
const M = MODULES;

/** The modules in display order, each with a stable id and its functionalities. */
export const MODULE_CATALOG: ReadonlyArray<{ id: number; name: ModuleName; functionalities: FunctionalityName[] }> = [
  { id: 1, name: M.TEAM_LEADER, functionalities: [F.TEAM_LEADER] },
  { id: 2, name: M.COO_DASHBOARD, functionalities: [] },
  {
    id: 3,
    name: M.WORK_ORDERS,
    functionalities: [
      F.ALL_WORK_ORDERS,
      F.MY_WORK_ORDERS,
      F.CREATE_WORK_ORDER,
      F.WORK_ORDER_HISTORY,
      F.STATUS_HISTORY,
      F.CHANGE_STATUS,
      F.MANAGE_STATUS_FILTER,
      F.INSTALLER_WORK_ORDERS,
      F.DELETE_LABOR_STANDARD_ITEMS_EQUIPMENTS,
      F.CAN_ACCESS_SCHEDULE_GRID,
      F.RESTORE_DELETED_FILES,
      F.RESTORE_DELETED_LABOR,
    ],
  },
  { id: 4, name: M.SALES_SCHEDULER, functionalities: [] },
  {
    id: 5,
    name: M.USERS,
    functionalities: [
      F.ALL_USERS,
      F.CUSTOMER_PROFILE,
      F.MANAGE_CUSTOMER_USER_ACCESS,
      F.CAN_SAVE_WITHOUT_PAYROLL_INFO,
      F.CHANGE_SOCIAL_MEDIA_ENABLED,
    ],
  },
  {
    id: 6,
    name: M.CUSTOMERS,
    functionalities: [
      F.ALL_CUSTOMERS,
      F.ACCESS_CUSTOMER_CREDIT_LIMIT_ON_HOLD,
      F.CHANGE_ONLY_BILL_TO,
      F.CHANGE_SALES_PERSON,
      F.CHANGE_COMMISSIONABLE,
      F.APPLY_CREDITS,
    ],
  },
  { id: 7, name: M.QUOTES, functionalities: [F.ALL_QUOTES, F.CREATE_QUOTE, F.CAN_ACCESS_QUOTES_GRID, F.SALES_QUOTES] },
  { id: 8, name: M.TIMESHEET, functionalities: [F.MAIN_TIMESHEET, F.SALES_TIMESHEET, F.LOCK_TIMESHEET, F.APPROVE_CLOCK_TIMES] },
  {
    id: 9,
    name: M.INVENTORY,
    functionalities: [
      F.INVENTORY_MANAGEMENT,
      F.ADD_INVENTORY,
      F.IMPORT_INVENTORY,
      F.ADD_INVENTORY_WITHOUT_LOCATION,
      F.CHANGE_PART_CLASS,
      F.CAN_SEE_TOTAL_PART_COST,
      F.CAN_EXPORT_INVENTORY,
      F.CAN_ADD_ALL_INVENTORY,
    ],
  },
  { id: 10, name: M.REPORTS, functionalities: [F.ALL_REPORTS, F.ALL_SALES_REPORTS, F.SALES_REPORTS] },
  { id: 11, name: M.DASHBOARD, functionalities: [] },
  { id: 12, name: M.VENDOR, functionalities: [] },
  { id: 13, name: M.PURCHASE_ORDERS, functionalities: [F.MANAGE_PO_NUMBERS, F.CHANGE_PO_AFTER_IMPORT] },
  { id: 14, name: M.WAREHOUSE, functionalities: [] },
  { id: 15, name: M.DROPBOX, functionalities: [] },
  { id: 16, name: M.EMAIL_SETTINGS, functionalities: [] },
  { id: 17, name: M.FLAGS, functionalities: [] },
  { id: 18, name: M.PTO_TYPES, functionalities: [] },
  { id: 19, name: M.LOAN_TYPES, functionalities: [] },
  { id: 20, name: M.PAY_RAISE_TYPES, functionalities: [] },
  { id: 21, name: M.ADJUST_MARKUP, functionalities: [] },
  { id: 22, name: M.SALES, functionalities: [F.SALES_WORK_ORDERS] },
  { id: 23, name: M.PAYROLL, functionalities: [F.CAN_ACCESS_PAYROLL] },
  { id: 24, name: M.BILLING, functionalities: [F.MANAGE_INVOICE_NUMBERS] },
  { id: 25, name: M.CREDIT_MEMOS, functionalities: [] },
  { id: 26, name: M.VENDOR_CREDITS, functionalities: [] },
  { id: 27, name: M.COLLECTIONS, functionalities: [] },
  { id: 28, name: M.FLEET, functionalities: [F.ALL_FLEET_RECORDS, F.MY_AUTO] },
  { id: 29, name: M.EQUIPMENT, functionalities: [] },
  { id: 30, name: M.ESTIMATES, functionalities: [] },
  { id: 31, name: M.PREVENTATIVE_MAINTENANCE, functionalities: [] },
  { id: 32, name: M.CONTACTS, functionalities: [F.CAN_EXPORT_CONTACTS] },
  { id: 33, name: M.EMAIL_TEMPLATES, functionalities: [] },
  { id: 34, name: M.THIRD_PARTY, functionalities: [] },
  { id: 35, name: M.SOP, functionalities: [] },
  { id: 36, name: M.SETTINGS, functionalities: [F.CHANGE_QB_IMPORT_STATUS, F.VIEW_QB_IMPORT_LIST_DETAIL, F.INTEGRATION_CREDENTIALS] },
  { id: 37, name: M.PERMISSIONS, functionalities: [] },
];

export const moduleByName = (name: string) => MODULE_CATALOG.find((m) => m.name === name);
