/**
 * System rows (`x-system-rows`): seeded rows that FieldDesk's rules find by id, such as the
 * COMPLETED work order status. People may rename or recolour them, but not delete them or
 * change their `fixed` properties (being active, say), or the rules would stop working.
 */
import { conflict } from '../errors';
import type { ResourceDefinition } from './definition';
import type { ApiRecord } from './records';
import { seedRows } from './seed';

interface PropertyInfo {
  title?: string;
  type?: string | string[];
}

const propertiesOf = (definition: ResourceDefinition) => (definition.schema as { properties: Record<string, PropertyInfo> }).properties;

export const isSystemRow = (definition: ResourceDefinition, id: number): boolean => definition.systemRows?.ids.includes(id) ?? false;

/** What may and may not be done to a system row, in words: "renamed or recoloured but not deleted or deactivated". */
function allowedChanges(definition: ResourceDefinition): string {
  const properties = propertiesOf(definition);
  const fixed = definition.systemRows?.fixed ?? [];
  const may = [
    'name' in properties && !fixed.includes('name') ? 'renamed' : null,
    'color' in properties && !fixed.includes('color') ? 'recoloured' : null,
  ].filter(Boolean);
  const isBoolean = (p: PropertyInfo) => p.type === 'boolean' || (Array.isArray(p.type) && p.type.includes('boolean'));
  const mayNot = [
    'deleted',
    ...fixed.map((field) =>
      field === 'name' ? 'renamed' : isBoolean(properties[field]) ? 'deactivated' : `given another ${(properties[field].title ?? field).toLowerCase()}`,
    ),
  ];
  const notList = mayNot.length > 1 ? `${mayNot.slice(0, -1).join(', ')} or ${mayNot[mayNot.length - 1]}` : mayNot[0];
  return `${may.length ? may.join(' or ') : 'edited'} but not ${notList}`;
}

function refusal(definition: ResourceDefinition, record: ApiRecord) {
  const name = typeof record.name === 'string' && record.name ? `"${record.name}"` : `${definition.recordLabel} ${record.id}`;
  return conflict(
    `${name} is a system ${definition.recordLabel.toLowerCase()} that FieldDesk's rules depend on; it can be ${allowedChanges(definition)}.`,
  );
}

/** Throws 409 when `before` is a system row: those are never deleted. */
export function checkSystemRowDelete(definition: ResourceDefinition, before: ApiRecord): void {
  if (isSystemRow(definition, before.id)) throw refusal(definition, before);
}

/** Throws 409 when an update would change a fixed property of a system row. */
export function checkSystemRowUpdate(definition: ResourceDefinition, before: ApiRecord, values: Record<string, unknown>): void {
  if (!isSystemRow(definition, before.id)) return;
  const seeded = seedRows(definition).find((row) => row.id === before.id);
  for (const field of definition.systemRows!.fixed) {
    if (field in values && values[field] !== (seeded?.[field] ?? null)) throw refusal(definition, before);
  }
}
