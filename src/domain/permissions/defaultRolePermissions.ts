/**
 * The role-to-permission mapping a new subscriber starts with. The spec leaves it open
 * ("not shown"); this one gives each role what its job needs, and the README documents it.
 * Administrators change it per subscriber on the /permissions screen. Super Admin needs no
 * entry: it holds every permission by rule (see access.ts).
 */
import { FUNCTIONALITIES as F, MODULES as M, MODULE_CATALOG, type FunctionalityName, type ModuleName } from './catalog';
import type { RoleName } from './roles';

export interface ModuleGrant {
  module: ModuleName;
  canRead: boolean;
  canWrite: boolean;
  functionalities: FunctionalityName[];
}

const read = (module: ModuleName, ...functionalities: FunctionalityName[]): ModuleGrant => ({
  module,
  canRead: true,
  canWrite: false,
  functionalities,
});
const write = (module: ModuleName, ...functionalities: FunctionalityName[]): ModuleGrant => ({
  module,
  canRead: true,
  canWrite: true,
  functionalities,
});
const everything = (except: ModuleName[] = []): ModuleGrant[] =>
  MODULE_CATALOG.filter((m) => !except.includes(m.name)).map((m) => write(m.name, ...m.functionalities));

const fieldTechnician: ModuleGrant[] = [
  write(M.WORK_ORDERS, F.MY_WORK_ORDERS, F.WORK_ORDER_HISTORY, F.STATUS_HISTORY),
  write(M.TIMESHEET, F.MAIN_TIMESHEET),
  read(M.FLEET, F.MY_AUTO),
  read(M.EQUIPMENT),
  read(M.INVENTORY),
  read(M.SOP),
];

const salesField: ModuleGrant[] = [
  write(M.SALES_SCHEDULER),
  write(M.CUSTOMERS),
  write(M.QUOTES, F.CREATE_QUOTE, F.SALES_QUOTES, F.CAN_ACCESS_QUOTES_GRID),
  write(M.SALES, F.SALES_WORK_ORDERS),
  read(M.REPORTS, F.SALES_REPORTS),
  write(M.TIMESHEET, F.SALES_TIMESHEET),
  write(M.CONTACTS),
  read(M.ESTIMATES),
  read(M.SOP),
];

const salesManagement: ModuleGrant[] = [
  write(M.SALES_SCHEDULER),
  write(M.CUSTOMERS, F.ALL_CUSTOMERS, F.CHANGE_SALES_PERSON, F.CHANGE_COMMISSIONABLE),
  write(M.QUOTES, F.ALL_QUOTES, F.CREATE_QUOTE, F.SALES_QUOTES, F.CAN_ACCESS_QUOTES_GRID),
  write(M.SALES, F.SALES_WORK_ORDERS),
  read(M.REPORTS, F.SALES_REPORTS, F.ALL_SALES_REPORTS),
  write(M.TIMESHEET, F.SALES_TIMESHEET),
  write(M.CONTACTS, F.CAN_EXPORT_CONTACTS),
  write(M.ESTIMATES),
  read(M.USERS),
  read(M.SOP),
];

const operationsManagement: ModuleGrant[] = [
  read(M.COO_DASHBOARD),
  read(M.DASHBOARD),
  write(
    M.WORK_ORDERS,
    F.ALL_WORK_ORDERS,
    F.CREATE_WORK_ORDER,
    F.WORK_ORDER_HISTORY,
    F.STATUS_HISTORY,
    F.CHANGE_STATUS,
    F.MANAGE_STATUS_FILTER,
    F.CAN_ACCESS_SCHEDULE_GRID,
  ),
  write(M.CUSTOMERS, F.ALL_CUSTOMERS),
  write(M.QUOTES, F.ALL_QUOTES, F.CREATE_QUOTE, F.CAN_ACCESS_QUOTES_GRID),
  read(M.REPORTS, F.ALL_REPORTS),
  read(M.TIMESHEET, F.MAIN_TIMESHEET),
  read(M.USERS, F.ALL_USERS),
  read(M.FLEET, F.ALL_FLEET_RECORDS),
  read(M.EQUIPMENT),
  read(M.ESTIMATES),
  read(M.PREVENTATIVE_MAINTENANCE),
  read(M.INVENTORY),
  read(M.SOP),
];

export const DEFAULT_ROLE_PERMISSIONS: Record<RoleName, ModuleGrant[]> = {
  'Super Admin': everything(),
  Admin: everything([M.TEAM_LEADER]),
  'Team Leader': [
    write(M.TEAM_LEADER, F.TEAM_LEADER),
    write(
      M.WORK_ORDERS,
      F.ALL_WORK_ORDERS,
      F.MY_WORK_ORDERS,
      F.CREATE_WORK_ORDER,
      F.WORK_ORDER_HISTORY,
      F.STATUS_HISTORY,
      F.CHANGE_STATUS,
      F.MANAGE_STATUS_FILTER,
      F.CAN_ACCESS_SCHEDULE_GRID,
      F.DELETE_LABOR_STANDARD_ITEMS_EQUIPMENTS,
    ),
    write(M.TIMESHEET, F.MAIN_TIMESHEET, F.LOCK_TIMESHEET, F.APPROVE_CLOCK_TIMES),
    read(M.CUSTOMERS, F.ALL_CUSTOMERS),
    read(M.USERS, F.ALL_USERS),
    read(M.QUOTES, F.ALL_QUOTES),
    read(M.FLEET, F.ALL_FLEET_RECORDS),
    write(M.EQUIPMENT),
    read(M.INVENTORY, F.INVENTORY_MANAGEMENT),
    read(M.PREVENTATIVE_MAINTENANCE),
    read(M.THIRD_PARTY),
    read(M.SOP),
  ],
  Technician: fieldTechnician,
  Plumber: fieldTechnician,
  'Master Plumber': fieldTechnician,
  'Responsible Master Plumber': fieldTechnician,
  'Filtration Installer': [
    write(M.WORK_ORDERS, F.MY_WORK_ORDERS, F.INSTALLER_WORK_ORDERS, F.WORK_ORDER_HISTORY),
    write(M.TIMESHEET, F.MAIN_TIMESHEET),
    read(M.FLEET, F.MY_AUTO),
    read(M.EQUIPMENT),
    read(M.SOP),
  ],
  'Sales Person': salesField,
  'Territory Sales': salesField,
  'Business Development Manager': salesManagement,
  'Sales Manager': salesManagement,
  'Area Sales Manager': salesManagement,
  'Project Specialist': [
    write(M.SALES_SCHEDULER),
    write(M.WORK_ORDERS, F.ALL_WORK_ORDERS, F.CREATE_WORK_ORDER, F.WORK_ORDER_HISTORY),
    write(M.QUOTES, F.CREATE_QUOTE, F.CAN_ACCESS_QUOTES_GRID),
    write(M.ESTIMATES),
    read(M.CUSTOMERS),
    read(M.SOP),
  ],
  'Service Manager': operationsManagement,
  'Regional Manager': operationsManagement,
  'Regional VP Of Projects': operationsManagement,
  Accounting: [
    read(M.DASHBOARD),
    write(
      M.CUSTOMERS,
      F.ALL_CUSTOMERS,
      F.APPLY_CREDITS,
      F.ACCESS_CUSTOMER_CREDIT_LIMIT_ON_HOLD,
      F.CHANGE_ONLY_BILL_TO,
    ),
    read(M.WORK_ORDERS, F.ALL_WORK_ORDERS, F.WORK_ORDER_HISTORY),
    write(M.BILLING, F.MANAGE_INVOICE_NUMBERS),
    write(M.CREDIT_MEMOS),
    write(M.VENDOR_CREDITS),
    write(M.COLLECTIONS),
    write(M.PURCHASE_ORDERS, F.MANAGE_PO_NUMBERS, F.CHANGE_PO_AFTER_IMPORT),
    write(M.VENDOR),
    read(M.REPORTS, F.ALL_REPORTS),
    write(M.SETTINGS, F.CHANGE_QB_IMPORT_STATUS, F.VIEW_QB_IMPORT_LIST_DETAIL),
    read(M.INVENTORY, F.CAN_SEE_TOTAL_PART_COST, F.CAN_EXPORT_INVENTORY),
    read(M.SOP),
  ],
  'Payroll Manager': [
    write(M.PAYROLL, F.CAN_ACCESS_PAYROLL),
    write(M.TIMESHEET, F.MAIN_TIMESHEET, F.SALES_TIMESHEET, F.LOCK_TIMESHEET, F.APPROVE_CLOCK_TIMES),
    write(M.USERS, F.ALL_USERS, F.CAN_SAVE_WITHOUT_PAYROLL_INFO),
    write(M.PTO_TYPES),
    write(M.LOAN_TYPES),
    write(M.PAY_RAISE_TYPES),
    read(M.REPORTS, F.ALL_REPORTS),
    read(M.SOP),
  ],
  Customer: [read(M.USERS, F.CUSTOMER_PROFILE)],
};
