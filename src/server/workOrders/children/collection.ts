/**
 * One generic collection of an order's child records, under workOrders/{id}/{path}: GET the
 * list, POST one (201), PUT /{childId} with the version read (a stale one answers 409) and
 * DELETE /{childId} answering the deleted row, as ra-data-simple-rest expects. Reading needs
 * Work Orders read, writing canWorkOnWorkOrders, deleting the collection's own rule; the order
 * must be visible to the caller (404 otherwise).
 */
import type { JoinBuilder, Kysely, SelectExpression, SelectQueryBuilder } from 'kysely';
import { needs, type NamedRule } from '../../../domain/access';
import { MODULES } from '../../../domain/permissions/catalog';
import { WORK_ORDER_RULES } from '../../../domain/workOrders/access';
import { idSchema } from '../../../domain/wire';
import { childParams, workOrderIdParams } from '../../../domain/workOrders/wire';
import { CHILD_ROW_SCHEMA } from '../../../domain/workOrders/responses';
import type { Database } from '../../db/schema';
import { conflict, notFound } from '../../errors';
import { refusals } from '../../http/responses';
import type { Principal } from '../../plugins/auth';
import { visibleWorkOrderOr404 } from '../guards';
import { withApiDates } from '../mapping';
import type { VisibleWorkOrder } from '../visibility';
import { type AreaApp } from '../../http/areaApp';

export type ChildTable =
  | 'work_order_materials'
  | 'work_order_standard_items'
  | 'work_order_rate_sheet_items'
  | 'work_order_equipment_tasks'
  | 'work_order_jobs';

export interface ChildWriteContext {
  /** The transaction of the write. */
  db: Kysely<Database>;
  principal: Principal;
  workOrder: VisibleWorkOrder;
  /** The stored row (snake_case columns) when updating. */
  current?: Record<string, any>;
}

export type ChildRow = Record<string, unknown>;

export interface ChildCollection<Body> {
  /** The path segment under workOrders/{id}/. */
  path: string;
  table: ChildTable;
  /** What one record is called in messages. */
  label: string;
  /** The body of a new record (src/domain/workOrders/wire.ts); an update adds the version read. */
  body: { type: 'object'; additionalProperties: false; required: readonly string[]; properties: Record<string, object> };
  /** Column values of a valid body: references checked (400), defaults filled. */
  values(body: Body, context: ChildWriteContext): Promise<Record<string, unknown>>;
  /** The collection's table aliased `x` with what its rows show joined. */
  from(db: Kysely<Database>): SelectQueryBuilder<any, any, any>;
  /** The row's own columns in the API's shape; `childRows` adds id, workOrderId, version and the audit dates. */
  columns: ReadonlyArray<SelectExpression<any, any>>;
  /** What deleting a row needs. */
  deleteRequires: NamedRule;
}

/** Joins a lookup (aliased `alias`) to the collection's `x.<column>`, within the same subscriber. */
export const lookupOf =
  (alias: string, column: string) =>
  (j: JoinBuilder<any, any>): JoinBuilder<any, any> =>
    j.onRef(`${alias}.subscriber_id`, '=', 'x.subscriber_id').onRef(`${alias}.id`, '=', `x.${column}`);

/** The rows of one order (or one row of it) in the API's shape, instants still Dates (`answered` writes them). */
export async function childRows(
  collection: Pick<ChildCollection<never>, 'from' | 'columns'>,
  db: Kysely<Database>,
  subscriberId: number,
  workOrderId: number,
  childId?: number,
): Promise<ChildRow[]> {
  let scoped = collection
    .from(db)
    .select(['x.id', 'x.work_order_id as workOrderId', ...collection.columns, 'x.version', 'x.created_date as createdDate', 'x.modified_date as modifiedDate'])
    .where('x.subscriber_id', '=', subscriberId)
    .where('x.work_order_id', '=', workOrderId);
  if (childId !== undefined) scoped = scoped.where('x.id', '=', childId);
  return scoped.orderBy('x.id').execute();
}

/** Rows as the API answers them: instants in the subscriber's wall clock. */
export const answered = (rows: ChildRow[], principal: Principal): ChildRow[] => rows.map((row) => withApiDates(row, principal.timeZone));

export function registerChildCollection<Body extends object>(app: AreaApp, collection: ChildCollection<Body>) {
  // Paths are typed by their schemas. A body is cast to the collection's Body, the type of collection.body: a schema
  // known only as a parameter gives the type provider nothing to infer from.
  const { db } = app;
  const { path, table, label } = collection;
  const base = `/api/v1/workOrders/:id/${path}`;
  const createBody = collection.body;
  const updateBody = { ...createBody, required: [...createBody.required, 'version'], properties: { ...createBody.properties, version: idSchema } };
  const notFoundIn = (childId: number) => notFound(`${label} ${childId} was not found on this work order.`);
  const audit = (userId: number) => ({ modified_by: userId, modified_date: new Date() });

  app.get(
    base,
    {
      config: { requires: needs.read(MODULES.WORK_ORDERS) },
      schema: {
        summary: `${label}s of a work order`,
        params: workOrderIdParams,
        response: { 200: { type: 'array', items: CHILD_ROW_SCHEMA }, ...refusals(404) },
      },
    },
    async (request) => {
      const order = await visibleWorkOrderOr404(db, request.principal, request.params.id);
      return answered(await childRows(collection, db, order.subscriber_id, order.id), request.principal);
    },
  );

  app.post(
    base,
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders },
      schema: {
        summary: `Adds a ${label.toLowerCase()} to a work order`,
        params: workOrderIdParams,
        body: createBody,
        response: { 201: CHILD_ROW_SCHEMA, ...refusals(404) },
      },
    },
    async (request, reply) => {
      const { principal } = request;
      const row = await db.transaction().execute(async (trx) => {
        const workOrder = await visibleWorkOrderOr404(trx, principal, request.params.id);
        const values = await collection.values(request.body as Body, { db: trx, principal, workOrder });
        const { id } = await trx
          .insertInto(table as 'work_order_jobs')
          .values({ ...values, subscriber_id: workOrder.subscriber_id, work_order_id: workOrder.id, created_by: principal.userId, ...audit(principal.userId) } as never)
          .returning('id')
          .executeTakeFirstOrThrow();
        return answered(await childRows(collection, trx, workOrder.subscriber_id, workOrder.id, id), principal)[0];
      });
      reply.code(201);
      return row;
    },
  );

  app.put(
    `${base}/:childId`,
    {
      config: { requires: WORK_ORDER_RULES.canWorkOnWorkOrders },
      schema: {
        summary: `Changes a ${label.toLowerCase()} (send the version you read)`,
        params: childParams,
        body: updateBody,
        response: { 200: CHILD_ROW_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { principal } = request;
      const body = request.body as Body & { version: number };
      const { childId } = request.params;
      return db.transaction().execute(async (trx) => {
        const workOrder = await visibleWorkOrderOr404(trx, principal, request.params.id);
        const current = await trx
          .selectFrom(table as 'work_order_jobs')
          .selectAll()
          .where('subscriber_id', '=', workOrder.subscriber_id)
          .where('work_order_id', '=', workOrder.id)
          .where('id', '=', childId)
          .forUpdate()
          .executeTakeFirst();
        if (!current) throw notFoundIn(childId);
        if (current.version !== body.version) throw conflict(`This ${label.toLowerCase()} was changed by someone else. Reload it and try again.`);
        const values = await collection.values(body, { db: trx, principal, workOrder, current });
        await trx
          .updateTable(table as 'work_order_jobs')
          .set((eb) => ({ ...values, version: eb('version', '+', 1), ...audit(principal.userId) }) as never)
          .where('id', '=', childId)
          .execute();
        return answered(await childRows(collection, trx, workOrder.subscriber_id, workOrder.id, childId), principal)[0];
      });
    },
  );

  app.delete(
    `${base}/:childId`,
    {
      config: { requires: collection.deleteRequires },
      schema: {
        summary: `Deletes a ${label.toLowerCase()} (answers the deleted row)`,
        params: childParams,
        response: { 200: CHILD_ROW_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { childId } = request.params;
      return db.transaction().execute(async (trx) => {
        const workOrder = await visibleWorkOrderOr404(trx, request.principal, request.params.id);
        const [row] = answered(await childRows(collection, trx, workOrder.subscriber_id, workOrder.id, childId), request.principal);
        if (!row) throw notFoundIn(childId);
        await trx.deleteFrom(table as 'work_order_jobs').where('id', '=', childId).execute();
        return row;
      });
    },
  );
}
