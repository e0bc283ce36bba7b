/**
 * The choices of the work-order forms in one answer: statuses, flags, classes, base cities,
 * material statuses, standard items, item rate types, job areas, job statuses, crew members
 * and the technicians to assign (field users with their field roles, fieldTechnicians.ts). They live in settings lists gated by the Settings module,
 * which technicians and team leaders do not read; anyone who reads work orders needs their
 * names to fill in an order, so this answers the active entries to Work Orders readers.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import type { WorkOrderLookups } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import { fieldTechnicians } from './fieldTechnicians';

/** Settings tables with a name and an active flag, by the answer's key; `sorted` ones keep their sort order. */
const NAMED_LISTS = {
  statuses: { table: 'work_order_statuses', sorted: true },
  flags: { table: 'work_order_flags', sorted: true },
  classes: { table: 'work_order_classes', sorted: true },
  baseCities: { table: 'base_cities', sorted: true },
  materialStatuses: { table: 'material_statuses', sorted: true },
  itemRateTypes: { table: 'item_rate_types', sorted: true },
  jobAreas: { table: 'work_order_job_areas', sorted: true },
  jobStatuses: { table: 'job_statuses', sorted: true },
  crewMembers: { table: 'crew_members', sorted: false },
} as const;

type NamedListKey = keyof typeof NAMED_LISTS;

async function namedList(db: Kysely<Database>, subscriberId: number, key: NamedListKey) {
  const { table, sorted } = NAMED_LISTS[key];
  const order = sorted ? sql.raw('sort_order, name') : sql.raw('name');
  const { rows } = await sql<{ id: number; name: string }>`
    select id, name from ${sql.table(table)}
    where subscriber_id = ${subscriberId} and is_active
    order by ${order}, id`.execute(db);
  return rows;
}

/** The colours set on statuses or flags, by id, for the pills of orders (inactive entries too: orders keep them). */
async function pillColors(db: Kysely<Database>, subscriberId: number, table: 'work_order_statuses' | 'work_order_flags') {
  const { rows } = await sql<{ id: number; color: string }>`
    select id, color from ${sql.table(table)} where subscriber_id = ${subscriberId} and color is not null`.execute(db);
  return Object.fromEntries(rows.map((r) => [r.id, r.color]));
}

export async function loadWorkOrderLookups(db: Kysely<Database>, subscriberId: number): Promise<WorkOrderLookups> {
  const keys = Object.keys(NAMED_LISTS) as NamedListKey[];
  const [lists, standardItems, technicians, statusColors, flagColors] = await Promise.all([
    Promise.all(keys.map((key) => namedList(db, subscriberId, key))),
    db
      .selectFrom('standard_items')
      .select(['id', 'name', 'unit_price as unitPrice'])
      .where('subscriber_id', '=', subscriberId)
      .where('is_active', '=', true)
      .orderBy('name')
      .execute(),
    fieldTechnicians(db, subscriberId),
    pillColors(db, subscriberId, 'work_order_statuses'),
    pillColors(db, subscriberId, 'work_order_flags'),
  ]);
  const named = Object.fromEntries(keys.map((key, i) => [key, lists[i]])) as Record<NamedListKey, Array<{ id: number; name: string }>>;
  return { ...named, standardItems, technicians, statusColors, flagColors };
}

const option = { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' } } } as const;

export default async function workOrderLookupRoutes(app: FastifyInstance) {
  app.get(
    '/api/v1/workOrders/lookups',
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: 'The active choices of the work-order forms (statuses, flags, classes, items, technicians, ...)',
        response: {
          200: {
            type: 'object',
            properties: {
              ...Object.fromEntries(Object.keys(NAMED_LISTS).map((key) => [key, { type: 'array', items: option }])),
              standardItems: {
                type: 'array',
                items: { type: 'object', properties: { ...option.properties, unitPrice: { type: 'number' } } },
              },
              statusColors: { type: 'object', additionalProperties: { type: 'string' } },
              flagColors: { type: 'object', additionalProperties: { type: 'string' } },
              technicians: {
                type: 'array',
                items: { type: 'object', properties: { ...option.properties, roles: { type: 'array', items: { type: 'string' } } } },
              },
            },
          },
        },
      },
    },
    async (request) => loadWorkOrderLookups(app.db, request.principal.subscriberId),
  );
}
