/** Answer schemas of the meta endpoints (the wire types of meta.ts). */
const RESOURCE_SUMMARY_PROPERTIES = {
  name: { type: 'string' },
  path: { type: 'string' },
  label: { type: 'string' },
  group: { type: 'string' },
  module: { type: 'string' },
  singleton: { type: 'boolean' },
  createPath: { type: 'string' },
} as const;

const strings = { type: 'array', items: { type: 'string' } } as const;

/** ResourceSummary[]. */
export const RESOURCE_SUMMARIES_SCHEMA = {
  type: 'array',
  items: { type: 'object', additionalProperties: false, properties: RESOURCE_SUMMARY_PROPERTIES },
} as const;

/** ResourceMeta. Its record schema is answered as the schema file states it, whatever keywords it uses. */
export const RESOURCE_META_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    ...RESOURCE_SUMMARY_PROPERTIES,
    recordLabel: { type: 'string' },
    canWrite: { type: 'boolean' },
    listColumns: strings,
    sort: { type: 'object', additionalProperties: false, properties: { field: { type: 'string' }, order: { type: 'string', enum: ['ASC', 'DESC'] } } },
    filters: strings,
    references: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        additionalProperties: false,
        properties: { resource: { type: 'string' }, label: { type: 'string' }, labelsPath: { type: 'string' } },
      },
    },
    systemRows: {
      type: ['object', 'null'],
      additionalProperties: false,
      properties: { ids: { type: 'array', items: { type: 'integer' } }, fixed: strings },
    },
    schema: { type: 'object', additionalProperties: true },
  },
} as const;
