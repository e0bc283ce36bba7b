import type { RJSFValidationError } from '@rjsf/utils';
import { describe, expect, it } from 'vitest';
import { historyChanges, historyDate, type HistoryEntry } from '../../src/resources/edit/historyChanges';
import { firstErrorMessage, friendlyMessage, serverFieldErrors } from '../../src/resources/form/errorMessages';
import { recordToSend, uiSchemaOf } from '../../src/resources/form/formSchema';
import type { ResourceMeta } from '../../src/domain/resources/meta';

const meta: Pick<ResourceMeta, 'schema' | 'references'> = {
  references: { regionId: { resource: 'regions', label: 'name' } },
  schema: {
    type: 'object',
    required: ['name'],
    properties: {
      name: { type: 'string', title: 'Name', minLength: 1, maxLength: 100 },
      regionId: { type: ['integer', 'null'], title: 'Region', 'x-reference': { resource: 'regions', label: 'name' } },
      phone: { type: ['string', 'null'], title: 'Office Phone', format: 'phone', 'x-ui': { widget: 'phone' } },
      rate: { type: 'number', title: 'Rate', minimum: 0, 'x-ui': { widget: 'currency', help: 'Per hour' } },
      notes: { type: ['string', 'null'], title: 'Notes', 'x-ui': { widget: 'textarea' } },
      secret: { type: 'string', title: 'Secret', 'x-ui': { widget: 'password' } },
      starts: { type: ['string', 'null'], title: 'Starts', format: 'date' },
      visit: { type: ['string', 'null'], title: 'Visit', format: 'date-time' },
      internal: { type: ['string', 'null'], title: 'Internal', 'x-ui': { hidden: true } },
      isActive: { type: 'boolean', title: 'Active' },
      sortOrder: { type: 'integer', title: 'Sort Order', minimum: 0 },
    },
  },
};

describe('the form uiSchema', () => {
  const ui = uiSchemaOf(meta);
  it('picks FieldDesk widgets from x-ui, formats, references and types', () => {
    expect(ui.regionId).toEqual({ 'ui:widget': 'reference', 'ui:options': { reference: { resource: 'regions', label: 'name' } } });
    expect(ui.phone['ui:widget']).toBe('phone');
    expect(ui.rate).toEqual({ 'ui:widget': 'currency', 'ui:help': 'Per hour' });
    expect(ui.notes).toEqual({ 'ui:widget': 'textarea', 'ui:options': { rows: 4, wide: true } });
    expect(ui.secret['ui:widget']).toBe('password');
    expect(ui.starts['ui:widget']).toBe('date');
    expect(ui.visit['ui:widget']).toBe('dateTime');
    expect(ui.internal).toEqual({ 'ui:widget': 'hidden' });
    expect(ui.isActive['ui:widget']).toBe('switch');
    expect(ui.sortOrder).toBeUndefined();
    expect(ui['ui:submitButtonOptions']).toEqual({ norender: true });
  });
});

describe('the record sent', () => {
  it('makes cleared fields explicit on an update and keeps the version', () => {
    const sent = recordToSend(meta.schema, { id: 5, version: 3, createdBy: 1, name: 'Denver', secret: undefined, rate: 10, extra: 'x' }, 'update');
    expect(sent).toMatchObject({ id: 5, version: 3, createdBy: 1, name: 'Denver', rate: 10, regionId: null, phone: null, secret: '' });
    expect(sent).not.toHaveProperty('extra');
  });

  it('leaves system fields out of a create', () => {
    const sent = recordToSend(meta.schema, { id: 5, version: 3, name: 'Denver', isActive: true }, 'create');
    expect(sent).not.toHaveProperty('id');
    expect(sent).not.toHaveProperty('version');
    expect(sent).not.toHaveProperty('secret');
    expect(sent).toMatchObject({ name: 'Denver', isActive: true, regionId: null });
  });
});

const error = (name: string, property: string, params: Record<string, unknown> = {}): RJSFValidationError => ({ name, property, params, message: 'x', stack: 'x' });

describe('field messages', () => {
  it('name the field by its title', () => {
    expect(friendlyMessage(error('required', '.name', { missingProperty: 'name' }), meta.schema)).toBe('Name is required.');
    expect(friendlyMessage(error('minLength', '.name', { limit: 1 }), meta.schema)).toBe('Name is required.');
    expect(friendlyMessage(error('maxLength', '.name', { limit: 100 }), meta.schema)).toBe('Name must be at most 100 characters.');
    expect(friendlyMessage(error('minimum', '.sortOrder', { limit: 0 }), meta.schema)).toBe('Sort Order must be at least 0.');
    expect(friendlyMessage(error('format', '.phone', { format: 'phone' }), meta.schema)).toBe('Enter a phone number like 555-555-0100.');
    expect(friendlyMessage(error('type', '.sortOrder', { type: 'integer' }), meta.schema)).toBe('Sort Order must be a whole number.');
    expect(firstErrorMessage([{ ...error('required', '.name'), message: 'Name is required.' }])).toBe('Name is required.');
  });

  it('put the server’s 400 and 409 answers on their fields', () => {
    expect(serverFieldErrors({ title: 'Bad', errors: { phone: ['Wrong phone.'], body: ['Bad body.'] } }, meta.schema)).toEqual({
      fields: { phone: { __errors: ['Wrong phone.'] } },
      other: ['Bad body.'],
    });
    expect(serverFieldErrors({ message: 'Another Base City already has this Name.', field: 'name' }, meta.schema)).toEqual({
      fields: { name: { __errors: ['Another Base City already has this Name.'] } },
      other: [],
    });
    expect(serverFieldErrors({ message: 'Changed by someone else.' }, meta.schema)).toEqual({ fields: {}, other: [] });
  });
});

describe('the history', () => {
  const entry = (action: HistoryEntry['action'], before: Record<string, unknown> | null, after: Record<string, unknown> | null): HistoryEntry => ({
    id: 1,
    action,
    changedBy: 3,
    changedByName: 'Dana Whitfield',
    changedDate: '2024-03-05T14:30:00.000Z',
    before,
    after,
  });

  it('lists the fields an update changed, in form order, without system fields', () => {
    const changes = historyChanges(entry('update', { version: 1, name: 'A', rate: 1, regionId: 2 }, { version: 2, name: 'B', rate: 1, regionId: 3 }), meta);
    expect(changes.map((c) => [c.field, c.before, c.after])).toEqual([
      ['name', 'A', 'B'],
      ['regionId', 2, 3],
    ]);
    expect(changes[1].kind).toBe('reference');
  });

  it('lists what a create set and what a delete removed', () => {
    expect(historyChanges(entry('create', null, { name: 'A', phone: null, isActive: false }), meta).map((c) => c.field)).toEqual(['name', 'isActive']);
    expect(historyChanges(entry('delete', { name: 'A', notes: '' }, null), meta).map((c) => c.field)).toEqual(['name']);
  });

  it('shows when as the wall-clock time the API sends', () => {
    expect(historyDate('not a date')).toBe('not a date');
    expect(historyDate('2024-03-05T14:30:00')).toBe('03/05/2024, 2:30 PM');
  });
});
