/**
 * The choices a clock request names must be ones the dialog offers: rate-sheet items of the
 * order's billing customer and of the right kind, and the subscriber's own active flags,
 * statuses, labor types and per-diem types. Each wrong one is a 400 naming its field.
 */
import { expressionBuilder, type AliasedExpression, type Expression, type Kysely, type SqlBool } from 'kysely';
import { PER_DIEM_NONE } from '../../domain/timeTracking/clock';
import type { Database } from '../db/schema';
import type { FieldErrors } from '../errors';
import { activeRateSheetItem, type RateSheetKind } from './rateSheet';

export interface ClockChoices {
  serviceTechnicianId?: number | null;
  rateSheetTruckTypeId?: number | null;
  itemRateTypeId?: number | null;
  perDiemTypeId?: number | null;
  workOrderFlagId?: number | null;
  workOrderStatusId?: number | null;
  userStatusId?: number | null;
}

const MESSAGES: Record<keyof ClockChoices, string> = {
  serviceTechnicianId: "Choose an Employee Type from this customer's rate sheet.",
  rateSheetTruckTypeId: "Choose a Truck Type from this customer's rate sheet.",
  itemRateTypeId: 'Choose one of the listed Labor Types.',
  perDiemTypeId: 'Choose one of the listed Per Diem Types.',
  workOrderFlagId: 'Choose one of the listed Work Order Flags.',
  workOrderStatusId: 'Choose one of the listed Work Order Statuses.',
  userStatusId: 'Choose one of the listed User Statuses.',
};

/**
 * Which work order statuses a clock-out may set (issue 34): 'every' active one for whoever may
 * change an order's status (canChangeWorkOrderStatus), else only those marked "Technician May Set".
 */
export type StatusesOnOffer = 'every' | 'technician';

/** The choices to check: named, not empty, not the "None" per diem, and not the value the labor already holds. */
export function checkedFields(choices: ClockChoices, kept: ClockChoices = {}): Array<keyof ClockChoices> {
  return (Object.keys(MESSAGES) as Array<keyof ClockChoices>).filter((field) => {
    const value = choices[field];
    const isNone = field === 'perDiemTypeId' && value === PER_DIEM_NONE.id;
    return value !== undefined && value !== null && !isNone && value !== kept[field];
  });
}

/**
 * One boolean selection per choice to check, named after its field: whether the id is on
 * offer. Built on `db` with no reference to an outer query, so a bigger read can carry them
 * (the clock-out's read of its labor); `billingCustomer` may be an id or an expression. A
 * statement template gives the fields to check (from its shape): its choices are stand-ins,
 * which say nothing about which were sent (statementTemplates.ts).
 */
export function choiceOfferSelections(
  db: Kysely<Database>,
  subscriberId: number,
  billingCustomer: number | Expression<number>,
  choices: ClockChoices,
  kept: ClockChoices = {},
  fields: Array<keyof ClockChoices> = checkedFields(choices, kept),
  statuses: StatusesOnOffer = 'every',
): Array<AliasedExpression<SqlBool, string>> {
  return fields.map((field) => {
    const id = choices[field]!;
    const rateSheetItem = (kind: RateSheetKind) => activeRateSheetItem(db, subscriberId, billingCustomer, kind, id);
    const lookup = (table: 'item_rate_types' | 'per_diem_types' | 'work_order_flags' | 'work_order_statuses') =>
      db.selectFrom(table).select('id').where('subscriber_id', '=', subscriberId).where('id', '=', id).where('is_active', '=', true);
    const subquery = {
      serviceTechnicianId: () => rateSheetItem('Labor'),
      rateSheetTruckTypeId: () => rateSheetItem('Truck'),
      itemRateTypeId: () => lookup('item_rate_types'),
      perDiemTypeId: () => lookup('per_diem_types'),
      workOrderFlagId: () => lookup('work_order_flags'),
      workOrderStatusId: () => lookup('work_order_statuses').$if(statuses === 'technician', (q) => q.where('technician_may_set', '=', true)),
      userStatusId: () => db.selectFrom('user_statuses').select('id').where('subscriber_id', '=', subscriberId).where('id', '=', id).where('is_disabled', '=', false),
    }[field]();
    return expressionBuilder<Database, never>().exists(subquery).as(field);
  });
}

/** Field errors for the choices checked by choiceOfferSelections, from the row that carried them. */
export function choiceErrorsOf(choices: ClockChoices, offered: Record<string, unknown>, kept: ClockChoices = {}): FieldErrors {
  const errors: FieldErrors = {};
  for (const field of checkedFields(choices, kept)) {
    if (!offered[field]) errors[field] = [MESSAGES[field]];
  }
  return errors;
}

/**
 * Field errors for the choices that are not on offer, checked in one query. `kept` are the
 * values the labor already holds: re-sending one at clock-out is fine even if it was
 * deactivated since clock-in.
 */
export async function clockChoiceErrors(
  db: Kysely<Database>,
  subscriberId: number,
  billingCustomerId: number,
  choices: ClockChoices,
  kept: ClockChoices = {},
): Promise<FieldErrors> {
  const selections = choiceOfferSelections(db, subscriberId, billingCustomerId, choices, kept);
  if (!selections.length) return {};
  const offered = await db.selectNoFrom(selections).executeTakeFirstOrThrow();
  return choiceErrorsOf(choices, offered, kept);
}
