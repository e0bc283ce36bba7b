/**
 * The columns of a generated list, derived from the resource description: what kind of value
 * each holds (how it is shown, filtered and exported) and whether it has a filter cell.
 */
import type { ReactNode } from 'react';
import type { GridColumnType } from '../../domain/lists/gridFilters';
import type { PropertyReference, PropertySchema, ResourceMeta, ResourceRecord } from '../../domain/resources/meta';

export type ColumnKind =
  | 'text'
  | 'integer'
  | 'number'
  | 'money'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'reference'
  | 'enum'
  | 'color';

export interface ColumnSpec {
  field: string;
  title: string;
  kind: ColumnKind;
  filterable: boolean;
  sortable: boolean;
  reference?: PropertyReference;
  options?: Array<{ value: string | number; label: string }>;
  /** Starting width in pixels. */
  size?: number;
  /**
   * Draws the cell in place of its formatted value (a link, a chip); search, sort, filters and
   * the export still use the value. A phone card's title stays plain text, since the whole
   * card is one button.
   */
  render?: (row: ResourceRecord) => ReactNode;
}

const baseType = (property: PropertySchema): string | undefined => {
  const types = Array.isArray(property.type) ? property.type : [property.type];
  return types.find((t) => t && t !== 'null');
};

/** Choices of an enum property: `oneOf` with const/title when given, else the enum values. */
export function optionsOf(property: PropertySchema): Array<{ value: string | number; label: string }> | undefined {
  if (property.oneOf?.length) {
    return property.oneOf
      .filter((o) => typeof o.const === 'string' || typeof o.const === 'number')
      .map((o) => ({ value: o.const as string | number, label: o.title ?? String(o.const) }));
  }
  if (property.enum?.length) {
    return property.enum
      .filter((v): v is string | number => typeof v === 'string' || typeof v === 'number')
      .map((v) => ({ value: v, label: String(v) }));
  }
  return undefined;
}

/** The label of an enum column's value: the title of its choice, if it has one. */
export const optionLabel = (column: ColumnSpec, value: unknown): string | undefined =>
  column.kind === 'enum' ? column.options?.find((o) => o.value === value)?.label : undefined;

export function kindOf(property: PropertySchema, reference?: PropertyReference): ColumnKind {
  if (reference || property['x-reference']) return 'reference';
  if (optionsOf(property)) return 'enum';
  const widget = property['x-ui']?.widget;
  switch (baseType(property)) {
    case 'boolean':
      return 'boolean';
    case 'integer':
      return widget === 'currency' ? 'money' : 'integer';
    case 'number':
      return widget === 'currency' ? 'money' : 'number';
    case 'string':
      if (property.format === 'date') return 'date';
      if (property.format === 'date-time' || widget === 'dateTime') return 'dateTime';
      if (widget === 'color') return 'color';
      return 'text';
    default:
      return 'text';
  }
}

/** How a column's filter cell compares (spec §5); references and enums compare equal through a select. */
export function filterTypeOf(kind: ColumnKind): GridColumnType | 'select' {
  switch (kind) {
    case 'integer':
    case 'number':
    case 'money':
      return 'number';
    case 'boolean':
      return 'boolean';
    case 'date':
    case 'dateTime':
      return 'date';
    case 'reference':
    case 'enum':
      return 'select';
    default:
      return 'text';
  }
}

const ID_COLUMN: PropertySchema = { type: 'integer', title: 'Id' };

export function columnsOf(meta: Pick<ResourceMeta, 'listColumns' | 'filters' | 'references' | 'schema'>): ColumnSpec[] {
  const filters = new Set(meta.filters);
  return meta.listColumns.map((field) => {
    const property = meta.schema.properties[field] ?? (field === 'id' ? ID_COLUMN : { type: 'string' });
    const reference =
      meta.references[field] ??
      (property['x-reference'] ? { resource: property['x-reference'].resource, label: property['x-reference'].label ?? 'name' } : undefined);
    const kind = kindOf(property, reference);
    return {
      field,
      title: property.title ?? field,
      kind,
      filterable: filters.has(field),
      sortable: true,
      reference,
      options: kind === 'enum' ? optionsOf(property) : undefined,
    };
  });
}
