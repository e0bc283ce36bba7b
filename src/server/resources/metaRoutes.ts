/**
 * What the browser needs to draw every generated screen: the resources the caller may read
 * (for the menu and routes) and one resource's full description (for its list and form).
 */
import type { FastifyInstance } from 'fastify';
import { canReadModule, canWriteModule } from '../../domain/access';
import { RESOURCE_META_SCHEMA, RESOURCE_SUMMARIES_SCHEMA } from '../../domain/resources/responses';
import { forbidden, notFound } from '../errors';
import { refusals } from '../http/responses';
import { referencesOf } from './referenceLabels';
import type { ResourceRegistry } from './registry';

export function registerMetaRoutes(app: FastifyInstance, registry: ResourceRegistry) {
  app.get(
    '/api/v1/meta/resources',
    {
      schema: {
        tags: ['meta'],
        summary: 'The resources the caller may read: name, path, label, group, module, singleton',
        response: { 200: RESOURCE_SUMMARIES_SCHEMA, ...refusals(401) },
      },
    },
    async (request) =>
      registry.all
        .filter((d) => canReadModule(request.principal, d.module))
        .sort((a, b) => a.group.localeCompare(b.group) || a.label.localeCompare(b.label))
        .map((d) => ({ name: d.name, path: d.path, label: d.label, group: d.group, module: d.module, singleton: d.singleton, createPath: d.createPath })),
  );

  app.get<{ Params: { name: string } }>(
    '/api/v1/meta/resources/:name',
    {
      schema: {
        tags: ['meta'],
        summary: "One resource's description: labels, list columns, sort, filters, references and its record schema",
        params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 100 } } },
        response: { 200: RESOURCE_META_SCHEMA, ...refusals(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const definition = registry.byName.get(request.params.name);
      if (!definition) throw notFound(`There is no resource named ${request.params.name}.`);
      if (!canReadModule(request.principal, definition.module)) throw forbidden();
      return {
        name: definition.name,
        path: definition.path,
        label: definition.label,
        recordLabel: definition.recordLabel,
        group: definition.group,
        module: definition.module,
        singleton: definition.singleton,
        createPath: definition.createPath,
        canWrite: canWriteModule(request.principal, definition.module),
        listColumns: definition.listColumns,
        sort: { field: definition.sort[0], order: definition.sort[1] },
        filters: definition.filters,
        references: referencesOf(registry, definition),
        systemRows: definition.systemRows,
        schema: definition.schema,
      };
    },
  );
}
