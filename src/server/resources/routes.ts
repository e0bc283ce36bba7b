/**
 * The generic REST endpoints of every resource, following ra-data-simple-rest exactly:
 * GET /api/v1/resources/<name>?sort&range&filter (array + Content-Range), GET .../<id>,
 * POST, PUT .../<id> (send the version you read), DELETE .../<id> (answers the deleted record),
 * and GET .../<id>/history; GET .../labels/<field>?ids= names the records the rows reference
 * (referenceLabels.ts). Singletons have one record per subscriber: no POST or DELETE.
 *
 * Six routes serve every resource, the resource named by the path: one set of routes per
 * resource made nearly six hundred, and registering them was most of the server's build at
 * every start. Each request is judged as before: the resource's read or write requirement
 * (`config.requiresFor`, checked where the auth plugin checks `requires`), an unknown resource
 * a 404 like any path that leads nowhere. Like every other /api route these need a token, so a
 * request without one is a 401 whatever resource it names. The API description still lists
 * every resource's operations (apiDocs.ts); the generic routes themselves are hidden from it.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { meets, needs } from '../../domain/access';
import type { TextOrder } from '../db/textOrder';
import { ApiError, notFound, nothingAt } from '../errors';
import { contentRange } from '../lists/order';
import { parseListQuery } from '../lists/parse';
import { apiDateTime } from '../http/timeZone';
import { RECORD_PARAMS, RESOURCE_PARAMS } from './apiDocs';
import type { ResourceDefinition } from './definition';
import { resourceListSpec } from './listColumns';
import { toApiRecord } from './records';
import type { Principal } from '../plugins/auth';
import type { ResourceRegistry } from './registry';
import { configuredBox } from '../integrations/secretBox';
import { createRecord, deleteRecord, findRecord, listQueries, updateRecord } from './store';
import { LABEL_IDS_PATTERN, labelSourceOf, referenceLabels } from './referenceLabels';
import { validRecordBody } from './validation';

const methodNotAllowed = (definition: ResourceDefinition) =>
  new ApiError(405, { message: `${definition.label} is a single settings record: edit it instead.` });

type ResourceRequest = FastifyRequest<{ Params: { resource: string } }>;

export function registerResourceRoutes(app: FastifyInstance, registry: ResourceRegistry, textOrder: TextOrder) {
  const { db } = app;
  const BASE = '/api/v1/resources/:resource';

  /** The resource the path names; anything else leads nowhere, answered as the app answers any such path. */
  const definitionOf = (request: FastifyRequest): ResourceDefinition => {
    const definition = registry.byName.get((request as ResourceRequest).params.resource);
    if (!definition) throw nothingAt(request);
    return definition;
  };
  const reading = { requiresFor: (request: FastifyRequest) => needs.read(definitionOf(request).module) };
  const writing = { requiresFor: (request: FastifyRequest) => needs.write(definitionOf(request).module) };
  const box = configuredBox(app.config);
  const writeContext = (definition: ResourceDefinition, { subscriberId, userId, timeZone }: Principal) => ({ db, registry, definition, subscriberId, userId, timeZone, box });

  app.get<{ Params: { resource: string }; Querystring: Record<string, string> }>(
    BASE,
    {
      config: reading,
      schema: {
        hide: true,
        params: RESOURCE_PARAMS,
        querystring: { type: 'object', properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } } },
      },
    },
    async (request, reply) => {
      const definition = definitionOf(request);
      const list = parseListQuery(request.query, resourceListSpec(definition).columns, definition.sort);
      const { subscriberId, timeZone } = request.principal;
      const { count, page } = listQueries(db, definition, subscriberId, timeZone, list, textOrder);
      const [{ total }, rows] = await Promise.all([count.executeTakeFirstOrThrow(), page.execute()]);
      reply.header('Content-Range', contentRange(definition.name, list, rows.length, total));
      return rows.map((row) => toApiRecord(definition, row, timeZone));
    },
  );

  app.get<{ Params: { resource: string; id: number } }>(`${BASE}/:id`, { config: reading, schema: { hide: true, params: RECORD_PARAMS } }, async (request) => {
    const definition = definitionOf(request);
    const { subscriberId, timeZone } = request.principal;
    const record = await findRecord(db, definition, subscriberId, timeZone, request.params.id);
    if (!record) throw notFound(`${definition.recordLabel} ${request.params.id} was not found.`);
    return record;
  });

  app.get<{ Params: { resource: string; field: string }; Querystring: { ids: string } }>(
    `${BASE}/labels/:field`,
    {
      config: reading,
      schema: {
        hide: true,
        params: { type: 'object', required: ['resource', 'field'], properties: { resource: { type: 'string' }, field: { type: 'string', maxLength: 100 } } },
        querystring: { type: 'object', required: ['ids'], properties: { ids: { type: 'string', pattern: LABEL_IDS_PATTERN } } },
      },
    },
    async (request) => {
      const definition = definitionOf(request);
      const source = labelSourceOf(registry, definition, request.params.field);
      if (!source) throw notFound(`${definition.label} has no reference named ${request.params.field}.`);
      return referenceLabels(db, request.principal.subscriberId, definition, source, [...new Set(request.query.ids.split(',').map(Number))]);
    },
  );

  app.get<{ Params: { resource: string; id: number } }>(`${BASE}/:id/history`, { config: reading, schema: { hide: true, params: RECORD_PARAMS } }, async (request) => {
    const definition = definitionOf(request);
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
  });

  // The engine validates bodies itself (with the browser's formats and its own error wording).
  app.post<{ Params: { resource: string }; Body: unknown }>(
    BASE,
    {
      config: writing,
      schema: { hide: true, params: RESOURCE_PARAMS },
      // Before the body is read: whatever a user who may change the list sends, a singleton
      // takes no new record. Anyone else still gets the 403 of every other route.
      preParsing: async (request) => {
        const definition = registry.byName.get(request.params.resource);
        if (definition?.singleton && meets(request.principal, needs.write(definition.module))) throw methodNotAllowed(definition);
      },
    },
    async (request, reply) => {
      const definition = definitionOf(request);
      const { values } = validRecordBody(definition, request.body, 'create');
      reply.code(201);
      return createRecord(writeContext(definition, request.principal), values);
    },
  );

  app.put<{ Params: { resource: string; id: number }; Body: unknown }>(`${BASE}/:id`, { config: writing, schema: { hide: true, params: RECORD_PARAMS } }, async (request) => {
    const definition = definitionOf(request);
    const { values, version } = validRecordBody(definition, request.body, 'update');
    return updateRecord(writeContext(definition, request.principal), request.params.id, values, version);
  });

  app.delete<{ Params: { resource: string; id: number } }>(`${BASE}/:id`, { config: writing, schema: { hide: true, params: RECORD_PARAMS } }, async (request) => {
    const definition = definitionOf(request);
    if (definition.singleton) throw methodNotAllowed(definition);
    return deleteRecord(writeContext(definition, request.principal), request.params.id);
  });
}
