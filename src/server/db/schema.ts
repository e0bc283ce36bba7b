/**
 * Kysely table types of the hand-written tables; those of schema-owned tables are generated
 * (src/generated/tables.ts, `npm run codegen`). Column names are snake_case in SQL and
 * the same in these types; API payloads use the spec's camelCase names.
 */
import type { ColumnType, Generated } from 'kysely';
import type { ResourceTables } from '../../generated/tables';
import type { FileDatabase } from './fileTables';
import type { SalesSchedulerDatabase } from './salesSchedulerTables';
import type { HubDatabase } from './hubTables';
import type { ScheduleDatabase } from './scheduleTables';
import type { ThirdPartyDatabase } from './thirdPartyTables';
import type { ServiceChannelDatabase } from './serviceChannelTables';
import type { WorkOrderDatabase } from './workOrderTables';

export { INT4_MAX } from '../../domain/wire';

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;
type ModifiedAt = ColumnType<Date, Date | string | undefined, Date | string>;

export interface SubscribersTable {
  id: Generated<number>;
  name: string;
  setup_flags: ColumnType<Record<string, boolean>, string, string>;
  created_date: CreatedAt;
}

export interface RolesTable {
  id: number;
  name: string;
}

export interface PermissionModulesTable {
  id: number;
  name: string;
}

export interface FunctionalitiesTable {
  id: Generated<number>;
  module_id: number;
  name: string;
}

export interface RoleModulePermissionsTable {
  subscriber_id: number;
  role_id: number;
  module_id: number;
  can_read: boolean;
  can_write: boolean;
  modified_by: number | null;
  modified_date: ModifiedAt;
}

export interface RoleFunctionalitiesTable {
  subscriber_id: number;
  role_id: number;
  functionality_id: number;
}

export interface UsersTable {
  id: Generated<number>;
  subscriber_id: number;
  user_name: string;
  password_hash: string;
  first_name: string;
  last_name: string;
  email: string;
  job_title_id: number | null;
  user_status_id: number | null;
  status_description: string | null;
  is_active: Generated<boolean>;
  client_authentication_id: Generated<string>;
  created_by: number | null;
  created_date: CreatedAt;
  modified_by: number | null;
  modified_date: ModifiedAt;
  version: Generated<number>;
  /** Tokens issued before this instant are refused (src/server/account/tokens.ts). */
  tokens_valid_from: Generated<Date | null>;
  /** The sales scheduler's colour of the user (db/areaMigrations/0004_sales_actions.ts); null: by id. */
  sales_color: Generated<string | null>;
}

export interface UserRolesTable {
  subscriber_id: number;
  user_id: number;
  role_id: number;
}

export interface UserStatusEntriesTable {
  id: Generated<number>;
  subscriber_id: number;
  user_id: number;
  user_status_id: number;
  description: string | null;
  started_at: CreatedAt;
  ended_at: Date | null;
}

export interface LoginFailuresTable {
  id: Generated<number>;
  throttle_key: string;
  failed_at: CreatedAt;
}

export interface ResourceHistoryTable {
  id: Generated<number>;
  subscriber_id: number;
  resource: string;
  record_id: number;
  action: 'create' | 'update' | 'delete';
  changed_by: number | null;
  changed_date: CreatedAt;
  before: ColumnType<unknown, string | null, never>;
  after: ColumnType<unknown, string | null, never>;
}

/**
 * Every user name in lower case and whose it is (area migration 0014), kept by a trigger on
 * users: a name is unique across subscribers, and signing in finds its subscriber here.
 */
export interface UserNamesTable {
  user_name: string;
  subscriber_id: number;
  user_id: number;
}

export interface UserEmployeeTypesTable {
  subscriber_id: number;
  user_id: number;
  employee_type_rate_id: number;
}

/** Kept by triggers on users (migration 0008); read by the users list, never written by the server. */
export interface SubscriberUserCountsTable {
  subscriber_id: number;
  users: number;
}

/** The hand-written tables of the foundation and the areas, and the tables schemas/ owns (generated). */
export interface Database extends WorkOrderDatabase, SalesSchedulerDatabase, ScheduleDatabase, HubDatabase, ServiceChannelDatabase, ThirdPartyDatabase, FileDatabase, ResourceTables {
  subscribers: SubscribersTable;
  roles: RolesTable;
  permission_modules: PermissionModulesTable;
  functionalities: FunctionalitiesTable;
  role_module_permissions: RoleModulePermissionsTable;
  role_functionalities: RoleFunctionalitiesTable;
  users: UsersTable;
  user_roles: UserRolesTable;
  user_names: UserNamesTable;
  user_status_entries: UserStatusEntriesTable;
  login_failures: LoginFailuresTable;
  resource_history: ResourceHistoryTable;
  user_employee_types: UserEmployeeTypesTable;
  subscriber_user_counts: SubscriberUserCountsTable;
}
