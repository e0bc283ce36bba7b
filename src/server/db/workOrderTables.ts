/**
 * Kysely table types of the work-order area (db/areaMigrations/0001_work_orders.ts). The
 * resource tables it reads (customers, rate sheets, lookups) are generated (src/generated/tables.ts).
 */
import type { ColumnType, Generated } from 'kysely';
import type { ClockMarkSubject, ClockReview, TimeSetBy } from '../../domain/timeTracking/evidence';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
/** numeric columns come back as numbers (db/database.ts), go in as numbers or text. */
type Numeric = ColumnType<number, number | string, number | string>;
type NullableNumeric = ColumnType<number | null, number | string | null, number | string | null>;

interface Audited {
  version: Generated<number>;
  created_by: number | null;
  created_date: Generated<Date>;
  modified_by: number | null;
  modified_date: Timestamp;
}

interface WorkOrderChild extends Audited {
  id: Generated<number>;
  subscriber_id: number;
  work_order_id: number;
}

export interface WorkOrderNumbersTable {
  subscriber_id: number;
  last_number: number;
}

export interface WorkOrdersTable extends Audited {
  id: Generated<number>;
  subscriber_id: number;
  work_order_number: number;
  sub_number: number | null;
  parent_work_order_id: number | null;
  customer_id: number;
  billing_customer_id: number;
  site_address: string;
  problem: string;
  status_id: number;
  flag_id: number | null;
  class_id: number | null;
  base_city_id: number | null;
  nte_amount: NullableNumeric;
  customer_estimate_id: number | null;
  service_channel_work_order_id: string | null;
  corrigo_work_order_id: number | null;
  is_corrigo_checked_in: Generated<boolean>;
  /** The Corrigo status FieldDesk last saw or set (db/areaMigrations/0006_third_party_settings.ts). */
  corrigo_status: ColumnType<string | null, string | null | undefined, string | null>;
  signature_png: Buffer | null;
  signed_by: string | null;
  signed_date: Date | string | null;
}

export interface WorkOrderTechniciansTable {
  subscriber_id: number;
  work_order_id: number;
  technician_id: number;
  assigned_date: Generated<Date>;
}

export interface WorkOrderStatusHistoryTable {
  id: Generated<number>;
  subscriber_id: number;
  work_order_id: number;
  status_id: number;
  flag_id: number | null;
  note: string | null;
  changed_by: number | null;
  changed_date: Generated<Date>;
}

export interface WorkOrderLaborsTable extends WorkOrderChild {
  technician_id: number;
  client_request_id: string | null;
  stop_request_id: string | null;
  start_time: Timestamp;
  stop_time: Date | string | null;
  user_status_id: number;
  stop_user_status_id: number | null;
  is_overtime: boolean;
  is_apprentice_rate_applied: boolean;
  is_reached_at_site: boolean;
  rate_sheet_labor_item_id: number | null;
  rate_sheet_truck_item_id: number | null;
  item_rate_type_id: number | null;
  per_diem_type_id: number | null;
  work_order_flag_id: number | null;
  work_order_status_id: number | null;
  description: string | null;
  company_description: string | null;
  comment: string | null;
  start_latitude: NullableNumeric;
  start_longitude: NullableNumeric;
  stop_latitude: NullableNumeric;
  stop_longitude: NullableNumeric;
  no_of_service_channel_techs: number | null;
  sc_primary_status: string | null;
  sc_extended_status: string | null;
  scheduler_id: number | null;
  closed_by: number | null;
  /** The sub work order this labor's clock-out created. */
  sub_work_order_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Clock-time evidence (area migration 0015): how each time was set, when the server received it, who entered it. */
  start_set_by: ColumnType<TimeSetBy | null, TimeSetBy | null | undefined, TimeSetBy | null>;
  start_received_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  start_entered_by: ColumnType<number | null, number | null | undefined, number | null>;
  start_review: ColumnType<ClockReview | null, ClockReview | null | undefined, ClockReview | null>;
  stop_set_by: ColumnType<TimeSetBy | null, TimeSetBy | null | undefined, TimeSetBy | null>;
  stop_received_at: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  stop_entered_by: ColumnType<number | null, number | null | undefined, number | null>;
  stop_review: ColumnType<ClockReview | null, ClockReview | null | undefined, ClockReview | null>;
  overtime_review: ColumnType<ClockReview | null, ClockReview | null | undefined, ClockReview | null>;
  /** The office's corrections, beside the recorded values (the effective value is the corrected one). */
  corrected_start_time: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  corrected_stop_time: ColumnType<Date | string | null, Date | null | undefined, Date | null>;
  corrected_is_overtime: ColumnType<boolean | null, boolean | null | undefined, boolean | null>;
}

/** A labor deleted from its order, kept with who deleted it and when (area migration 0016). */
export interface DeletedWorkOrderLaborsTable extends Omit<WorkOrderLaborsTable, 'id'> {
  id: number;
  deleted_at: Date | string;
  deleted_by: number;
}

/** An approval or correction of a labor's marked start, stop or overtime claim (area migration 0015). */
export interface WorkOrderLaborReviewsTable {
  id: Generated<number>;
  subscriber_id: number;
  work_order_id: number;
  labor_id: number;
  subject: ClockMarkSubject;
  decision: Exclude<ClockReview, 'pending'>;
  recorded_time: Date | string | null;
  recorded_set_by: TimeSetBy | null;
  recorded_is_overtime: boolean | null;
  corrected_time: Date | string | null;
  corrected_is_overtime: boolean | null;
  reason: string;
  decided_by: number;
  decided_at: ColumnType<Date | string, Date | undefined, never>;
}

export interface WorkOrderMaterialsTable extends WorkOrderChild {
  part_number: string | null;
  description: string;
  quantity: Numeric;
  unit_cost: Numeric;
  unit_price: Numeric;
  material_status_id: number;
}

export interface WorkOrderStandardItemsTable extends WorkOrderChild {
  standard_item_id: number;
  quantity: Numeric;
  unit_price: Numeric;
  description: string | null;
}

export interface WorkOrderRateSheetItemsTable extends WorkOrderChild {
  rate_sheet_item_id: number;
  item_rate_type_id: number;
  quantity: Numeric;
  rate: Numeric;
  description: string | null;
}

export interface WorkOrderEquipmentTasksTable extends WorkOrderChild {
  equipment: string;
  task: string;
  is_done: boolean;
  comment: string | null;
  done_by: number | null;
  done_date: Date | string | null;
}

export interface WorkOrderJobsTable extends WorkOrderChild {
  job_area_id: number | null;
  job_status_id: number | null;
  crew_member_id: number | null;
  description: string;
  scheduled_date: string | null;
}

export interface TimesheetHoursView {
  subscriber_id: number;
  technician_id: number;
  work_date: string;
  regular_hours: number | null;
  overtime_hours: number | null;
  per_diem_count: number;
}

/** A signed sign-off summary (db/areaMigrations/0008_work_order_sign_offs.ts). */
export interface WorkOrderSignOffsTable {
  id: Generated<number>;
  subscriber_id: number;
  work_order_id: number;
  version: number;
  signed_by: string;
  signed_date: Timestamp;
  summary: ColumnType<unknown, string, never>;
  storage_key: string;
  byte_size: number;
  sha256: string;
  created_by: number | null;
}

/** A technician refused for a customer billed by rate sheet without one (area migration 0021). */
export interface RateSheetBlocksTable {
  subscriber_id: number;
  work_order_id: number;
  technician_id: number;
  blocked_at: Timestamp;
}

export interface WorkOrderDatabase {
  work_order_numbers: WorkOrderNumbersTable;
  work_orders: WorkOrdersTable;
  work_order_technicians: WorkOrderTechniciansTable;
  work_order_status_history: WorkOrderStatusHistoryTable;
  work_order_labors: WorkOrderLaborsTable;
  deleted_work_order_labors: DeletedWorkOrderLaborsTable;
  work_order_labor_reviews: WorkOrderLaborReviewsTable;
  work_order_materials: WorkOrderMaterialsTable;
  work_order_standard_items: WorkOrderStandardItemsTable;
  work_order_rate_sheet_items: WorkOrderRateSheetItemsTable;
  work_order_equipment_tasks: WorkOrderEquipmentTasksTable;
  work_order_jobs: WorkOrderJobsTable;
  work_order_sign_offs: WorkOrderSignOffsTable;
  rate_sheet_blocks: RateSheetBlocksTable;
  timesheet_hours: TimesheetHoursView;
}
