/**
 * The generic resource endpoints in the API description: each resource's operations under its
 * own path (/api/v1/resources/vendors, .../{id}, .../{id}/history), with the requirement the
 * routes check and the record's shape, as if each resource had routes of its own. The routes
 * that serve them (routes.ts) take the resource from the path and are hidden from the
 * description.
 */
import type { RouteRequirement } from '../../domain/access';
import { needs } from '../../domain/access';
import { INT4_MAX } from '../db/schema';
import { withRequirement } from '../plugins/docs';
import type { ResourceDefinition } from './definition';
import { LABEL_IDS_PATTERN } from './referenceLabels';
import type { ResourceRegistry } from './registry';

const ID = { type: 'integer', minimum: 1, maximum: INT4_MAX } as const;

export const RESOURCE_PARAMS = { type: 'object', required: ['resource'], properties: { resource: { type: 'string' } } } as const;
export const RECORD_PARAMS = { type: 'object', required: ['resource', 'id'], properties: { resource: { type: 'string' }, id: ID } } as const;

const systemProperties = {
  id: { type: 'integer', readOnly: true },
  version: { type: 'integer', readOnly: true },
  createdBy: { type: ['integer', 'null'], readOnly: true },
  createdDate: { type: 'string', readOnly: true },
  modifiedBy: { type: ['integer', 'null'], readOnly: true },
  modifiedDate: { type: 'string', readOnly: true },
};

/** The OpenAPI shape of a record: documentation only, the engine validates bodies itself. */
const recordBody = (definition: ResourceDefinition) => {
  const { properties, required } = definition.schema as { properties: Record<string, unknown>; required?: string[] };
  const schema = { type: 'object', properties: { ...systemProperties, ...properties }, required: required ?? [] };
  return { requestBody: { required: true, content: { 'application/json': { schema } } } };
};

const idParameter = { parameters: [{ schema: ID, in: 'path', name: 'id', required: true }] };
const listParameters = { parameters: ['sort', 'range', 'filter'].map((name) => ({ schema: { type: 'string' }, in: 'query', name, required: false })) };

function operation(definition: ResourceDefinition, summary: string, requires: RouteRequirement, reads: object = {}) {
  const { description, security, 'x-requires': xRequires } = withRequirement(undefined, { requires });
  return {
    summary: `${definition.label}: ${summary}`,
    tags: [`resources: ${definition.group}`],
    description,
    ...reads,
    security,
    'x-requires': xRequires,
    responses: { 200: { description: 'Default Response' } },
  };
}

/** Every resource's path items, keyed by OpenAPI path. */
export function resourceApiPaths(registry: ResourceRegistry): Record<string, object> {
  const paths: Record<string, object> = {};
  for (const definition of registry.all) {
    const base = `/api/v1/resources/${definition.name}`;
    const [read, write] = [needs.read(definition.module), needs.write(definition.module)];
    paths[base] = {
      get: operation(definition, 'list (sort=["field","ASC"], range=[0,24], filter={...})', read, listParameters),
      post: operation(definition, 'create', write, recordBody(definition)),
    };
    paths[`${base}/{id}`] = {
      get: operation(definition, 'one record', read, idParameter),
      put: operation(definition, 'update (send the version you read)', write, { ...recordBody(definition), ...idParameter }),
      delete: operation(definition, 'delete (answers the deleted record)', write, idParameter),
    };
    paths[`${base}/{id}/history`] = { get: operation(definition, 'every change of one record', read, idParameter) };
    if (definition.columns.some((c) => c.reference)) {
      const labelParameters = {
        parameters: [
          { schema: { type: 'string' }, in: 'path', name: 'field', required: true, description: 'a property that references another list' },
          { schema: { type: 'string', pattern: LABEL_IDS_PATTERN }, in: 'query', name: 'ids', required: true, description: 'ids of the referenced records, comma-separated' },
        ],
      };
      paths[`${base}/labels/{field}`] = { get: operation(definition, 'the labels ({id, label}) of the records its rows reference, among ids', read, labelParameters) };
    }
  }
  return paths;
}
