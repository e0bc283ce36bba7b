/**
 * A resource definition: what the engine derives from one schemas/<name>.schema.json file.
 * See schemas/README.md for the x- vocabulary.
 */
import { MODULE_CATALOG } from '../../domain/permissions/catalog';
import { SYSTEM_FIELDS } from '../../domain/resources/meta';

export interface JsonSchemaProperty {
  type?: string | string[];
  format?: string;
  title?: string;
  enum?: unknown[];
  readOnly?: boolean;
  writeOnly?: boolean;
  default?: unknown;
  'x-reference'?: { resource: string; label?: string };
  'x-column'?: { type?: string };
  'x-ui'?: Record<string, unknown>;
  [key: string]: unknown;
}

export interface ResourceSchemaFile {
  title?: string;
  type: 'object';
  properties: Record<string, JsonSchemaProperty>;
  required?: string[];
  'x-resource': {
    name: string;
    path: string;
    label: string;
    recordLabel?: string;
    group: string;
    module: string;
    singleton?: boolean;
    createPath?: string;
  };
  'x-storage'?: { table?: string; unique?: string[][]; idStart?: number };
  'x-list'?: { columns?: string[]; sort?: [string, 'ASC' | 'DESC']; filters?: string[] };
  'x-seed'?: Array<Record<string, unknown> & { id: number }>;
  'x-system-rows'?: { fixed?: string[] };
  [key: string]: unknown;
}

export interface ColumnDefinition {
  property: string;
  column: string;
  sqlType: string;
  kind: 'text' | 'integer' | 'number' | 'boolean' | 'date' | 'dateTime' | 'json';
  nullable: boolean;
  reference: { resource: string; label: string } | null;
  /** A secret (JSON Schema writeOnly): stored, never answered. */
  writeOnly: boolean;
}

export interface ResourceDefinition {
  name: string;
  path: string;
  label: string;
  recordLabel: string;
  group: string;
  module: string;
  singleton: boolean;
  /** The create screen's route: `x-resource.createPath`, else the path followed by `/create`. */
  createPath: string;
  table: string;
  idStart: number;
  columns: ColumnDefinition[];
  unique: string[][];
  listColumns: string[];
  sort: [string, 'ASC' | 'DESC'];
  filters: string[];
  seed: Array<Record<string, unknown> & { id: number }>;
  /**
   * The seeded rows FieldDesk's rules depend on (`x-system-rows`): never deleted, and the
   * `fixed` properties keep their seeded values. Null when the resource has none.
   */
  systemRows: { ids: number[]; fixed: string[] } | null;
  /** The record schema as clients validate it (system fields added, x-storage/x-seed left out). */
  schema: Record<string, unknown>;
}

export const snakeCase = (name: string) => name.replace(/([a-z0-9])([A-Z])/g, '$1_$2').replace(/[-\s]+/g, '_').toLowerCase();

const IDENTIFIER = /^[a-z][a-z0-9_]{0,62}$/;
const SQL_TYPE = /^(text|integer|bigint|boolean|date|timestamp|jsonb|numeric(\(\d{1,2},\d{1,2}\))?|double precision)$/;

function columnOf(property: string, spec: JsonSchemaProperty, required: boolean, resource: string): ColumnDefinition {
  const types = Array.isArray(spec.type) ? spec.type : [spec.type];
  const nullable = !required || types.includes('null');
  const base = types.find((t) => t && t !== 'null');
  let kind: ColumnDefinition['kind'];
  let sqlType: string;
  switch (base) {
    case 'string':
      kind = spec.format === 'date' ? 'date' : spec.format === 'date-time' ? 'dateTime' : 'text';
      sqlType = kind === 'date' ? 'date' : kind === 'dateTime' ? 'timestamp' : 'text';
      break;
    case 'integer':
      kind = 'integer';
      sqlType = 'integer';
      break;
    case 'number':
      kind = 'number';
      sqlType = 'numeric';
      break;
    case 'boolean':
      kind = 'boolean';
      sqlType = 'boolean';
      break;
    case 'array':
    case 'object':
      kind = 'json';
      sqlType = 'jsonb';
      break;
    default:
      throw new Error(`${resource}.${property}: type ${JSON.stringify(spec.type)} has no column type`);
  }
  const override = spec['x-column']?.type;
  if (override) {
    if (!SQL_TYPE.test(override)) throw new Error(`${resource}.${property}: x-column.type "${override}" is not allowed`);
    sqlType = override;
  }
  const reference = spec['x-reference'];
  if (reference && kind !== 'integer') throw new Error(`${resource}.${property}: an x-reference must be an integer property`);
  const column = snakeCase(property);
  if (!IDENTIFIER.test(column)) throw new Error(`${resource}.${property}: not a usable column name`);
  return {
    property,
    column,
    sqlType,
    kind,
    nullable,
    reference: reference ? { resource: reference.resource, label: reference.label ?? 'name' } : null,
    writeOnly: spec.writeOnly === true,
  };
}

/** Derives a definition, or throws naming what is wrong with the file. */
export function defineResource(file: ResourceSchemaFile, source: string): ResourceDefinition {
  const meta = file['x-resource'];
  if (!meta?.name || !meta.path || !meta.label || !meta.group || !meta.module) {
    throw new Error(`${source}: x-resource needs name, path, label, group and module`);
  }
  if (!/^[a-z][A-Za-z0-9]*$/.test(meta.name)) throw new Error(`${source}: x-resource.name must be camelCase`);
  if (!MODULE_CATALOG.some((m) => m.name === meta.module)) throw new Error(`${source}: module "${meta.module}" is not in the permission catalogue`);
  if (file.type !== 'object' || !file.properties) throw new Error(`${source}: a resource schema is an object with properties`);
  for (const system of SYSTEM_FIELDS) {
    if (system in file.properties) throw new Error(`${source}: "${system}" is a system field; do not declare it`);
  }
  const required = new Set(file.required ?? []);
  const columns = Object.entries(file.properties).map(([property, spec]) => columnOf(property, spec, required.has(property), meta.name));
  const known = new Set(columns.map((c) => c.property));
  const checkFields = (fields: string[], where: string) => {
    for (const field of fields) if (!known.has(field) && field !== 'id') throw new Error(`${source}: ${where} names unknown property "${field}"`);
  };
  const storage = file['x-storage'] ?? {};
  const list = file['x-list'] ?? {};
  const unique = storage.unique ?? [];
  unique.forEach((fields) => checkFields(fields, 'x-storage.unique'));
  const listColumns = list.columns ?? columns.slice(0, 6).map((c) => c.property);
  checkFields(listColumns, 'x-list.columns');
  const sort = list.sort ?? [listColumns[0] ?? 'id', 'ASC'];
  checkFields([sort[0]], 'x-list.sort');
  const filters = list.filters ?? listColumns;
  checkFields(filters, 'x-list.filters');
  const seed = file['x-seed'] ?? [];
  const system = file['x-system-rows'];
  if (system && !seed.length) throw new Error(`${source}: x-system-rows needs x-seed rows`);
  checkFields(system?.fixed ?? [], 'x-system-rows.fixed');
  const table = storage.table ?? snakeCase(meta.name);
  if (!IDENTIFIER.test(table)) throw new Error(`${source}: table "${table}" is not a usable name`);

  const { 'x-storage': _storage, 'x-seed': _seed, ...clientSchema } = file;
  return {
    name: meta.name,
    path: meta.path,
    label: meta.label,
    recordLabel: meta.recordLabel ?? file.title ?? meta.label,
    group: meta.group,
    module: meta.module,
    singleton: Boolean(meta.singleton),
    createPath: meta.createPath ?? `${meta.path}/create`,
    table,
    idStart: storage.idStart ?? 1000,
    columns,
    unique,
    listColumns,
    sort,
    filters,
    seed,
    systemRows: system ? { ids: seed.map((row) => row.id), fixed: system.fixed ?? [] } : null,
    schema: clientSchema,
  };
}
