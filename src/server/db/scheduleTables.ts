/** Kysely table types of the dispatch schedule (db/areaMigrations/0003_schedule_entries.ts). */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null, Date | string | null>;
type Numeric = ColumnType<number, number | string, number | string>;

export interface ScheduleEntriesTable {
  id: Generated<number>;
  subscriber_id: number;
  work_order_id: number | null;
  task: string;
  start_time: Timestamp;
  end_time: Timestamp;
  is_all_day: boolean;
  due: NullableTimestamp;
  duration_hours: Numeric;
  recurrence_rule: string | null;
  recurrence_exception: ColumnType<string[], string[] | undefined, string[]>;
  base_city_id: number | null;
  is_appointment: boolean;
  appointment_reason: string | null;
  no_visit_required: boolean;
  deleted_at: NullableTimestamp;
  deleted_by: number | null;
  version: Generated<number>;
  created_by: number | null;
  created_date: Generated<Date>;
  modified_by: number | null;
  modified_date: Timestamp;
}

export interface ScheduleEntryTechniciansTable {
  subscriber_id: number;
  schedule_entry_id: number;
  technician_id: number;
}

export interface ScheduleDatabase {
  schedule_entries: ScheduleEntriesTable;
  schedule_entry_technicians: ScheduleEntryTechniciansTable;
}
