import { describe, expect, it } from 'vitest';
import { type GridColumnType, buildGridFilter, defaultFilterOperator, filterOperators, parseFilterValue } from '../../src/domain/lists/gridFilters';
import { eachCase } from '../support/cases';

/** The operators a column type offers, in order, and the one a new filter starts with. */
const operatorsOf = (type: GridColumnType) => ({
  offered: filterOperators(type).map((choice) => choice.operator),
  default: defaultFilterOperator(type),
});

describe('filter operators by column type (spec §5): text contains, the others equal first', () => {
  eachCase(operatorsOf, [
    ['number', { offered: ['eq', 'gt', 'lt'], default: 'eq' }],
    ['text', { offered: ['contains'], default: 'contains' }],
    ['date', { offered: ['eq'], default: 'eq' }],
    ['boolean', { offered: ['eq'], default: 'eq' }],
  ]);

  it('names the number operators', () => {
    expect(filterOperators('number').map((c) => c.label)).toEqual(['Equal', 'Greater than', 'Less than']);
  });
});

describe('parseFilterValue', () => {
  describe('reads numbers as integers', () => {
    eachCase((raw: unknown) => parseFilterValue('number', raw), [
      ['42', 42],
      [' -7 ', -7],
      ['+3', 3],
      ['12.7', 12],
      ['-12.7', -12],
      [9.9, 9],
      ['-0.5', 0],
    ]);
  });

  it('refuses numbers it cannot read', () => {
    for (const raw of ['', 'abc', '12abc', '1e3', '1,000', '99999999999999999999', Number.NaN, null, undefined, true]) {
      expect(parseFilterValue('number', raw), String(raw)).toBeNull();
    }
  });

  it('keeps text trimmed and refuses empty text', () => {
    expect(parseFilterValue('text', '  Walk-in cooler ')).toBe('Walk-in cooler');
    expect(parseFilterValue('text', '   ')).toBeNull();
    expect(parseFilterValue('text', 5)).toBeNull();
  });

  it('reads dates in both filter formats, and API date-times, as local midnight', () => {
    const midnight = new Date(2024, 2, 5).getTime();
    expect((parseFilterValue('date', '03/05/2024') as Date).getTime()).toBe(midnight);
    expect((parseFilterValue('date', '03-05-2024') as Date).getTime()).toBe(midnight);
    expect((parseFilterValue('date', '2024-03-05T16:45:00') as Date).getTime()).toBe(midnight);
    expect((parseFilterValue('date', new Date(2024, 2, 5, 16, 45)) as Date).getTime()).toBe(midnight);
  });

  it('refuses dates it cannot read', () => {
    for (const raw of ['', '02/30/2024', '2024-03-05', 'yesterday', new Date(Number.NaN), 1709596800000]) {
      expect(parseFilterValue('date', raw), String(raw)).toBeNull();
    }
  });

  describe('reads yes/no', () => {
    eachCase((raw: unknown) => parseFilterValue('boolean', raw), [
      [true, true],
      [false, false],
      ['Yes', true],
      [' no ', false],
      ['TRUE', true],
      ['false', false],
      ['', null],
      ['maybe', null],
      [1, null],
      [0, null],
      [null, null],
    ]);
  });
});

describe('buildGridFilter', () => {
  it('builds a filter for an offered operator and a readable value', () => {
    expect(buildGridFilter('amount', 'number', 'gt', '100')).toEqual({ field: 'amount', operator: 'gt', value: 100 });
    expect(buildGridFilter('name', 'text', 'contains', 'oven')).toEqual({ field: 'name', operator: 'contains', value: 'oven' });
    expect(buildGridFilter('isActive', 'boolean', 'eq', 'yes')).toEqual({ field: 'isActive', operator: 'eq', value: true });
  });

  it('refuses an operator the column type does not offer', () => {
    expect(buildGridFilter('name', 'text', 'eq', 'oven')).toBeNull();
    expect(buildGridFilter('amount', 'number', 'contains', '100')).toBeNull();
    expect(buildGridFilter('created', 'date', 'gt', '03/05/2024')).toBeNull();
  });

  it('leaves the column unfiltered for a value it cannot read', () => {
    expect(buildGridFilter('amount', 'number', 'eq', 'abc')).toBeNull();
    expect(buildGridFilter('name', 'text', 'contains', '')).toBeNull();
  });
});
