/**
 * The Corrigo check-out rules both sides apply (spec §4, §5, §8): step status from its value,
 * each custom question's data type, and every rule of a check-out at once.
 */
import { describe, expect, it } from 'vitest';
import {
  CORRIGO_MESSAGES,
  availableCorrigoStatuses,
  corrigoCheckOutErrors,
  customFieldValueError,
  stepStatusFor,
  type CorrigoCustomerSettings,
  type CorrigoFieldType,
  type CorrigoProcedure,
} from '../../src/domain/thirdParty/corrigo';

const field = (id: number, type: CorrigoFieldType, isRequired = false, extra: { dataLength?: number; values?: string[] } = {}) => ({
  id,
  labelText: `Q${id}`,
  type,
  isRequired,
  dataLength: extra.dataLength ?? null,
  currency: null,
  values: extra.values ?? [],
  value: null,
});

const settings: CorrigoCustomerSettings = {
  isRepairCodeRequired: true,
  areRepairCodesAvailable: true,
  customFields: [field(1, 'String', true, { dataLength: 5 }), field(2, 'Integer')],
  repairCategories: [{ id: 10, name: 'Refrigeration', codes: [{ id: 101, name: 'Compressor' }] }, { id: 20, name: 'Electrical', codes: [{ id: 201, name: 'Contactor' }] }],
  availablePriorities: [],
};

const procedure = (status: 'Open' | 'Done' | 'NA', isRequired = true): CorrigoProcedure => ({
  id: 1,
  name: 'Checklist',
  order: 1,
  status: 'Open',
  asset: null,
  allowMarkNotApplicable: true,
  steps: [{ id: 11, description: 'Do it', status, value: null, comment: null, currency: null, order: 1, isRequired, stepType: 'Text', flagReason: null, label: null, dataType: 'Unknown', procedureId: 1 }],
});

describe('procedure step status (spec §4)', () => {
  it('is Done for a value that is not empty and not "False", else Open', () => {
    expect(['True', 'true', '36.5', 'x'].map(stepStatusFor)).toEqual(['Done', 'Done', 'Done', 'Done']);
    expect(['False', 'false', '', '  ', null, undefined].map(stepStatusFor)).toEqual(['Open', 'Open', 'Open', 'Open', 'Open', 'Open']);
  });
});

describe('custom question values', () => {
  it.each<[CorrigoFieldType, string, string]>([
    ['Integer', '12', '1.5'],
    ['Float', '-3.25', 'warm'],
    ['Money', '125.40', '1.234'],
    ['PhoneNumber', '805-555-0142', '012-555-0142'],
    ['Date', '2026-12-15', '12/15/2026'],
    ['Time', '08:45', '25:00'],
    ['Bool', 'True', 'yes'],
    ['Url', 'https://example.com/a', 'example.com'],
  ])('%s accepts %s and refuses %s', (type, good, bad) => {
    expect(customFieldValueError(field(9, type), good)).toBeNull();
    expect(customFieldValueError(field(9, type), bad)).toMatch(/^Q9 must be /);
  });

  it('keeps strings within their length and to their listed values', () => {
    expect(customFieldValueError(field(9, 'String', false, { dataLength: 3 }), 'abcd')).toBe('Q9 may be at most 3 characters.');
    expect(customFieldValueError(field(9, 'String', false, { values: ['A', 'B'] }), 'C')).toBe('Q9 must be one of: A, B.');
  });
});

describe('a check-out', () => {
  const form = { comment: 'Replaced it.', workOrderStatus: 'Completed' as const, customFields: [{ id: 1, value: 'Tess' }], repairInfo: { categoryId: 10, codeId: 101 } };

  it('passes when every rule holds', () => {
    expect(corrigoCheckOutErrors(form, settings, [procedure('Done'), procedure('NA')])).toEqual({});
  });

  it('names every broken rule with the spec messages', () => {
    const errors = corrigoCheckOutErrors({ comment: 'ok ', workOrderStatus: 'Completed', customFields: [{ id: 2, value: 'x' }, { id: 3, value: '1' }], repairInfo: null }, settings, [procedure('Open')]);
    expect(errors).toEqual({
      comment: CORRIGO_MESSAGES.commentTooShort,
      'repairInfo.categoryId': 'Repair Category is required',
      'customFields.1': 'Q1 is required',
      'customFields.2': 'Q2 must be a whole number.',
      'customFields.3': "Question 3 is not one of this customer's questions.",
      procedures: 'Complete Procedure Step before Checkout Work order',
    });
  });

  it('asks for a sub category of the chosen category, and for none when checking out without completing', () => {
    expect(corrigoCheckOutErrors({ ...form, repairInfo: { categoryId: 10, codeId: 201 } }, settings, [])).toEqual({ 'repairInfo.codeId': 'Sub Category is required' });
    expect(corrigoCheckOutErrors({ ...form, workOrderStatus: 'CheckedOut', repairInfo: null }, settings, [])).toEqual({});
    expect(corrigoCheckOutErrors({ ...form, repairInfo: null }, { ...settings, isRepairCodeRequired: false }, [])).toEqual({});
  });

  it('lets an optional step stay open', () => {
    expect(corrigoCheckOutErrors(form, settings, [procedure('Open', false)])).toEqual({});
  });
});

describe('the wizard choices from the Corrigo status', () => {
  it('offers Paused, Checked Out and Completed once checked in', () => {
    expect(availableCorrigoStatuses('CheckedIn')).toEqual(['Paused', 'CheckedOut', 'Completed']);
    expect(availableCorrigoStatuses('New')).toEqual(['Accepted']);
    expect(availableCorrigoStatuses('Paused')).toEqual(['CheckedIn']);
    expect(availableCorrigoStatuses('Completed')).toEqual([]);
    // Corrigo checks in only from Accepted and Paused: an order on hold waits for the office.
    expect(availableCorrigoStatuses('OnHold')).toEqual([]);
  });
});
