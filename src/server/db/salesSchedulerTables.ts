/** Kysely table types of the sales scheduler (db/areaMigrations/0004_sales_actions.ts). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type Numeric = ColumnType<number, number | string | undefined, number | string>;

export interface SalesActionsTable {
  id: Generated<number>;
  subscriber_id: number;
  title: string;
  customer_id: number;
  sales_person_id: number;
  start_at: Timestamp;
  end_at: Timestamp;
  due_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  duration_hours: Numeric;
  is_all_day: Generated<boolean>;
  is_appointment: Generated<boolean>;
  is_started: Generated<number>;
  recurrence_rule: string | null;
  recurrence_exception: ColumnType<string[], string[] | undefined, string[]>;
  recurrence_id: number | null;
  original_start: string | null;
  guid_recurrence: Generated<string>;
  version: Generated<number>;
  created_by: number | null;
  created_date: Generated<Date>;
  modified_by: number | null;
  modified_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface SalesSchedulerDatabase {
  sales_actions: SalesActionsTable;
}
