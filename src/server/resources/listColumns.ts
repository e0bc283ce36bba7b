/**
 * The list of a resource over the grammar of src/server/lists: its schema's columns and the
 * system fields. Plain text is equality here, as reference pickers and ra-data-simple-rest
 * clients send exact values ("CA", a region's name); what a person types into a grid cell comes
 * as `<field>_contains`. A schema's date-time is a wall-clock `timestamp`; the audit dates are
 * `timestamptz`, read as wall-clock times of the subscriber's zone. JSON columns neither filter
 * nor sort, and neither do secrets (writeOnly), which the search box does not read either: a
 * filter, an order or a total over a secret would give it away a character at a time.
 */
import { listColumn, searchColumns, type ColumnMap, type ListColumn, type ListSpec } from '../lists/columns';
import type { ResourceDefinition } from './definition';

const SYSTEM_COLUMNS: ColumnMap = {
  id: listColumn('id', 'integer'),
  version: listColumn('version', 'integer'),
  createdBy: listColumn('created_by', 'integer'),
  createdDate: listColumn('created_date', 'instant'),
  modifiedBy: listColumn('modified_by', 'integer'),
  modifiedDate: listColumn('modified_date', 'instant'),
};

function resourceColumns(definition: ResourceDefinition): ColumnMap {
  const columns: Record<string, ListColumn> = { ...SYSTEM_COLUMNS };
  for (const { property, column, kind, writeOnly } of definition.columns) {
    const listed = kind !== 'json' && !writeOnly;
    columns[property] = listed ? listColumn(column, kind) : listColumn(column, kind === 'json' ? 'text' : kind, { filterable: false, sortable: false });
  }
  return columns;
}

const specs = new WeakMap<ResourceDefinition, ListSpec>();

/** The list spec of a resource: its column map, and `q` over its text columns. */
export function resourceListSpec(definition: ResourceDefinition): ListSpec {
  let spec = specs.get(definition);
  if (!spec) {
    const columns = resourceColumns(definition);
    const text = definition.columns.filter((c) => c.kind === 'text' && !c.writeOnly).map((c) => c.property);
    spec = { label: definition.label, columns, search: searchColumns(columns, text) };
    specs.set(definition, spec);
  }
  return spec;
}
