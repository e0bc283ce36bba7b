/**
 * Ids a request refers to must name rows of the caller's own subscriber: otherwise a 400
 * naming each wrong field, before anything is written. (The foreign keys on (subscriber_id, id)
 * refuse them too; this says which field is wrong.)
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest, type FieldErrors } from '../errors';

type ReferencedTable =
  | 'customers'
  | 'work_order_statuses'
  | 'work_order_flags'
  | 'work_order_classes'
  | 'base_cities'
  | 'material_statuses'
  | 'standard_items'
  | 'customer_rate_sheet_items'
  | 'item_rate_types'
  | 'work_order_job_areas'
  | 'job_statuses'
  | 'crew_members';

export interface Reference {
  field: string;
  table: ReferencedTable;
  /** null or undefined: nothing referred to, nothing to check. */
  id: number | null | undefined;
  /** What the row is called in the message: "There is no {label} with id 12." */
  label: string;
}

const missing = (label: string, id: number) => `There is no ${label} with id ${id}.`;

export async function assertReferences(db: Kysely<Database>, subscriberId: number, references: Reference[], extra: FieldErrors = {}) {
  const errors: FieldErrors = { ...extra };
  for (const { field, table, id, label } of references) {
    if (id === null || id === undefined) continue;
    const found = await db
      .selectFrom(table as 'customers')
      .select('id')
      .where('subscriber_id', '=', subscriberId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!found) errors[field] = [missing(label, id)];
  }
  throwIfAny(errors);
}

/** Assigned technicians must be users of the subscriber. */
export async function userErrors(db: Kysely<Database>, subscriberId: number, field: string, userIds: readonly number[] | undefined): Promise<FieldErrors> {
  if (!userIds?.length) return {};
  const found = await db.selectFrom('users').select('id').where('subscriber_id', '=', subscriberId).where('id', 'in', [...userIds]).execute();
  const unknown = userIds.filter((id) => !found.some((u) => u.id === id));
  return unknown.length ? { [field]: unknown.map((id) => missing('user', id)) } : {};
}

function throwIfAny(errors: FieldErrors) {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw badRequest(first, errors);
}
