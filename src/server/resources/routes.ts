/**
 * The generic REST endpoints of every resource, following ra-data-simple-rest exactly:
 * GET /api/v1/resources/<name>?sort&range&filter (array + Content-Range), GET .../<id>,
 * POST, PUT .../<id> (send the version you read), DELETE .../<id> (answers the deleted record),
 * and GET .../<id>/history. Singletons have one record per subscriber: no POST or DELETE.
 */
import Ajv from 'ajv';
import type { FastifyInstance, FastifySchemaCompiler } from 'fastify';
import { meets, needs } from '../../domain/access';
import { INT4_MAX } from '../db/schema';
import { ApiError, notFound } from '../errors';
import { contentRange } from '../lists/order';
import { parseListQuery } from '../lists/parse';
import { apiDateTime } from '../http/timeZone';
import type { ResourceDefinition } from './definition';
import { resourceListSpec } from './listColumns';
import { toApiRecord } from './records';
import type { Principal } from '../plugins/auth';
import type { ResourceRegistry } from './registry';
import { createRecord, deleteRecord, findRecord, listQueries, updateRecord } from './store';
import { validRecordBody } from './validation';

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: INT4_MAX } } } as const;

const systemProperties = {
  id: { type: 'integer', readOnly: true },
  version: { type: 'integer', readOnly: true },
  createdBy: { type: ['integer', 'null'], readOnly: true },
  createdDate: { type: 'string', readOnly: true },
  modifiedBy: { type: ['integer', 'null'], readOnly: true },
  modifiedDate: { type: 'string', readOnly: true },
};

/** The OpenAPI shape of a record: documentation only, the engine validates bodies itself. */
const recordDoc = (definition: ResourceDefinition) => {
  const { properties, required } = definition.schema as { properties: Record<string, unknown>; required?: string[] };
  return { type: 'object', properties: { ...systemProperties, ...properties }, required: required ?? [] };
};

/**
 * Route schemas document the record for OpenAPI; the engine validates bodies itself (with the
 * browser's formats and its own error wording), so the body part is not validated twice.
 */
const paramsOnly = new Ajv({ coerceTypes: true, useDefaults: true, strict: false });
const documentBodyValidateParams: FastifySchemaCompiler<any> = ({ schema, httpPart }) => {
  if (httpPart === 'body') return () => true;
  return paramsOnly.compile(schema);
};

const methodNotAllowed = (definition: ResourceDefinition) =>
  new ApiError(405, { message: `${definition.label} is a single settings record: edit it instead.` });

export function registerResourceRoutes(app: FastifyInstance, registry: ResourceRegistry) {
  const { db } = app;
  for (const definition of registry.all) {
    const base = `/api/v1/resources/${definition.name}`;
    const read = needs.read(definition.module);
    const write = needs.write(definition.module);
    const tags = [`resources: ${definition.group}`];
    const writeContext = ({ subscriberId, userId, timeZone }: Principal) => ({ db, registry, definition, subscriberId, userId, timeZone });

    app.get<{ Querystring: Record<string, string> }>(
      base,
      {
        config: { requires: read },
        schema: {
          tags,
          summary: `${definition.label}: list (sort=["field","ASC"], range=[0,24], filter={...})`,
          querystring: {
            type: 'object',
            properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
          },
        },
      },
      async (request, reply) => {
        const list = parseListQuery(request.query, resourceListSpec(definition).columns, definition.sort);
        const { subscriberId, timeZone } = request.principal;
        const { count, page } = listQueries(db, definition, subscriberId, timeZone, list);
        const [{ total }, rows] = await Promise.all([count.executeTakeFirstOrThrow(), page.execute()]);
        reply.header('Content-Range', contentRange(definition.name, list, rows.length, total));
        return rows.map((row) => toApiRecord(definition, row, timeZone));
      },
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id`,
      { config: { requires: read }, schema: { tags, summary: `${definition.label}: one record`, params: idParams } },
      async (request) => {
        const { subscriberId, timeZone } = request.principal;
        const record = await findRecord(db, definition, subscriberId, timeZone, request.params.id);
        if (!record) throw notFound(`${definition.recordLabel} ${request.params.id} was not found.`);
        return record;
      },
    );

    app.get<{ Params: { id: number } }>(
      `${base}/:id/history`,
      { config: { requires: read }, schema: { tags, summary: `${definition.label}: every change of one record`, params: idParams } },
      async (request) => {
        const { subscriberId, timeZone } = request.principal;
        const entries = await db
          .selectFrom('resource_history as h')
          .leftJoin('users as u', 'u.id', 'h.changed_by')
          .select(['h.id', 'h.action', 'h.changed_by', 'u.user_name', 'u.first_name', 'u.last_name', 'h.changed_date', 'h.before', 'h.after'])
          .where('h.subscriber_id', '=', subscriberId)
          .where('h.resource', '=', definition.name)
          .where('h.record_id', '=', request.params.id)
          .orderBy('h.id', 'desc')
          .execute();
        if (!entries.length && !(await findRecord(db, definition, subscriberId, timeZone, request.params.id))) {
          throw notFound(`${definition.recordLabel} ${request.params.id} was not found.`);
        }
        return entries.map((e) => ({
          id: e.id,
          action: e.action,
          changedBy: e.changed_by,
          changedByName: [e.first_name, e.last_name].filter(Boolean).join(' ') || e.user_name || null,
          changedDate: apiDateTime(e.changed_date, timeZone),
          before: e.before,
          after: e.after,
        }));
      },
    );

    app.post<{ Body: unknown }>(
      base,
      {
        config: { requires: write },
        schema: { tags, summary: `${definition.label}: create`, body: recordDoc(definition) },
        validatorCompiler: documentBodyValidateParams,
        // Before the body is read: whatever a user who may change the list sends, a singleton
        // takes no new record. Anyone else still gets the 403 of every other route.
        preParsing: definition.singleton
          ? async (request) => {
              if (meets(request.principal, write)) throw methodNotAllowed(definition);
            }
          : undefined,
      },
      async (request, reply) => {
        const { values } = validRecordBody(definition, request.body, 'create');
        reply.code(201);
        return createRecord(writeContext(request.principal), values);
      },
    );

    app.put<{ Params: { id: number }; Body: unknown }>(
      `${base}/:id`,
      {
        config: { requires: write },
        schema: { tags, summary: `${definition.label}: update (send the version you read)`, params: idParams, body: recordDoc(definition) },
        validatorCompiler: documentBodyValidateParams,
      },
      async (request) => {
        const { values, version } = validRecordBody(definition, request.body, 'update');
        return updateRecord(writeContext(request.principal), request.params.id, values, version);
      },
    );

    app.delete<{ Params: { id: number } }>(
      `${base}/:id`,
      { config: { requires: write }, schema: { tags, summary: `${definition.label}: delete (answers the deleted record)`, params: idParams } },
      async (request) => {
        if (definition.singleton) throw methodNotAllowed(definition);
        return deleteRecord(writeContext(request.principal), request.params.id);
      },
    );
  }
}
