/**
 * From a resource description to what RJSF needs beside the schema itself: the uiSchema
 * (widgets of schemas/README.md `x-ui`, references, dates, switches, help, hidden fields) and
 * the record to send (cleared fields become null so the server clears them too).
 */
import type { UiSchema } from '@rjsf/utils';
import type { PropertySchema, RecordSchema, ResourceMeta } from '../../domain/resources/meta';
import { SYSTEM_FIELDS } from '../../domain/resources/meta';

const typesOf = (property: PropertySchema): string[] => (Array.isArray(property.type) ? property.type : property.type ? [property.type] : []);
const baseType = (property: PropertySchema) => typesOf(property).find((t) => t !== 'null');

/** A field taking the form's whole width: long text. */
export const isWide = (property: PropertySchema) => property['x-ui']?.widget === 'textarea';

export function uiOfProperty(name: string, property: PropertySchema, reference?: { resource: string; label: string }): UiSchema {
  const ui: UiSchema = {};
  const options: Record<string, string | number | boolean | object> = {};
  const x = property['x-ui'] ?? {};
  const ref = reference ?? (property['x-reference'] ? { resource: property['x-reference'].resource, label: property['x-reference'].label ?? 'name' } : undefined);
  if (x.hidden) return { 'ui:widget': 'hidden' };
  if (ref) {
    ui['ui:widget'] = 'reference';
    options.reference = ref;
  } else if (x.widget === 'textarea') {
    ui['ui:widget'] = 'textarea';
    options.rows = 4;
  } else if (x.widget === 'phone' || property.format === 'phone') {
    ui['ui:widget'] = 'phone';
  } else if (x.widget === 'currency') {
    ui['ui:widget'] = 'currency';
  } else if (x.widget === 'color') {
    ui['ui:widget'] = 'color';
  } else if (x.widget === 'password') {
    ui['ui:widget'] = 'password';
  } else if (x.widget === 'dateTime' || property.format === 'date-time') {
    ui['ui:widget'] = 'dateTime';
  } else if (property.format === 'date') {
    ui['ui:widget'] = 'date';
  } else if (baseType(property) === 'boolean') {
    ui['ui:widget'] = 'switch';
  }
  if (x.help) ui['ui:help'] = x.help;
  if (isWide(property)) options.wide = true;
  if (name && Object.keys(options).length) ui['ui:options'] = options;
  return ui;
}

/** The uiSchema of a resource form; `locked` fields are shown but cannot change (a system row's fixed fields). */
export function uiSchemaOf(meta: Pick<ResourceMeta, 'schema' | 'references'>, locked: readonly string[] = []): UiSchema {
  const ui: UiSchema = {
    'ui:submitButtonOptions': { norender: true },
    'ui:order': [...Object.keys(meta.schema.properties), '*'],
  };
  for (const [name, property] of Object.entries(meta.schema.properties)) {
    const field = uiOfProperty(name, property, meta.references[name]);
    if (locked.includes(name)) Object.assign(field, { 'ui:disabled': true, 'ui:help': 'FieldDesk’s rules depend on this row, so this stays as it is.' });
    if (Object.keys(field).length) ui[name] = field;
  }
  return ui;
}

/**
 * The record to send: the form's values with cleared fields made explicit (null where the
 * schema allows null, "" for other text) so an update clears them; system fields kept for an
 * update (the version above all) and left out of a create.
 */
export function recordToSend(schema: RecordSchema, formData: Record<string, unknown>, mode: 'create' | 'update'): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  if (mode === 'update') {
    for (const field of SYSTEM_FIELDS) if (field in formData) record[field] = formData[field];
  }
  for (const [name, property] of Object.entries(schema.properties)) {
    const value = formData[name];
    if (value !== undefined) record[name] = value;
    else if (typesOf(property).includes('null')) record[name] = null;
    else if (baseType(property) === 'string' && mode === 'update') record[name] = '';
  }
  return record;
}
