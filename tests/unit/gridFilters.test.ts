import { describe, expect, it } from 'vitest';
import { buildGridFilter, defaultFilterOperator, filterOperators, parseFilterValue } from '../../src/domain/lists/gridFilters';

const operators = (type: Parameters<typeof filterOperators>[0]) => filterOperators(type).map((choice) => choice.operator);

describe('filter operators by column type (spec §5)', () => {
  it('numbers offer equal, greater than and less than', () => {
    expect(operators('number')).toEqual(['eq', 'gt', 'lt']);
    expect(filterOperators('number').map((c) => c.label)).toEqual(['Equal', 'Greater than', 'Less than']);
  });

  it('text uses contains; dates and yes/no use equal', () => {
    expect(operators('text')).toEqual(['contains']);
    expect(operators('date')).toEqual(['eq']);
    expect(operators('boolean')).toEqual(['eq']);
  });

  it('the first operator is the default', () => {
    expect(defaultFilterOperator('number')).toBe('eq');
    expect(defaultFilterOperator('text')).toBe('contains');
    expect(defaultFilterOperator('date')).toBe('eq');
    expect(defaultFilterOperator('boolean')).toBe('eq');
  });
});

describe('parseFilterValue', () => {
  it('reads numbers as integers', () => {
    expect(parseFilterValue('number', '42')).toBe(42);
    expect(parseFilterValue('number', ' -7 ')).toBe(-7);
    expect(parseFilterValue('number', '+3')).toBe(3);
    expect(parseFilterValue('number', '12.7')).toBe(12);
    expect(parseFilterValue('number', '-12.7')).toBe(-12);
    expect(parseFilterValue('number', 9.9)).toBe(9);
    expect(Object.is(parseFilterValue('number', '-0.5'), 0)).toBe(true);
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

  it('reads yes/no', () => {
    expect(parseFilterValue('boolean', true)).toBe(true);
    expect(parseFilterValue('boolean', false)).toBe(false);
    expect(parseFilterValue('boolean', 'Yes')).toBe(true);
    expect(parseFilterValue('boolean', ' no ')).toBe(false);
    expect(parseFilterValue('boolean', 'TRUE')).toBe(true);
    expect(parseFilterValue('boolean', 'false')).toBe(false);
    for (const raw of ['', 'maybe', 1, 0, null]) expect(parseFilterValue('boolean', raw), String(raw)).toBeNull();
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
