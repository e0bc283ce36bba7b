/**
 * What people read on the generated screens: no notes meant for developers in schema titles,
 * descriptions and help; colours read the same whatever form they were stored in; exports are
 * named after their list.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { normalizeColor, readableTextOn } from '../../src/domain/colors';
import { exportFileName } from '../../src/ui/list/exportRows';
import { eachCase } from '../support/cases';

const SCHEMAS = path.resolve(__dirname, '../../schemas');
const DEVELOPER_NOTE = /spec\b|§|ids are those|\bx-[a-z]+|\bid[s]? (is|are) /i;

/** Every title, description and help text of a schema file, with where it is. */
function textsOf(value: unknown, where: string): Array<[string, string]> {
  if (Array.isArray(value)) return value.flatMap((v, i) => textsOf(v, `${where}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, v]): Array<[string, string]> =>
    key === 'x-seed' ? [] : ['title', 'description', 'help', 'label', 'recordLabel'].includes(key) && typeof v === 'string' ? [[`${where}.${key}`, v]] : textsOf(v, `${where}.${key}`),
  );
}

describe('schema texts', () => {
  it('hold no developer notes (spec references, ids)', () => {
    const texts = readdirSync(SCHEMAS)
      .filter((f) => f.endsWith('.schema.json'))
      .flatMap((f) => textsOf(JSON.parse(readFileSync(path.join(SCHEMAS, f), 'utf8')), f));
    expect(texts.length).toBeGreaterThan(500);
    expect(texts.filter(([, text]) => DEVELOPER_NOTE.test(text))).toEqual([]);
  });
});

describe('export file names', () => {
  it('name the list and the day', () => {
    expect(exportFileName('Work Order Statuses', new Date(2026, 10, 23, 18, 5))).toBe('Work Order Statuses 2026-11-23.xlsx');
    expect(exportFileName('All Work Orders', new Date(2027, 0, 5))).toBe('All Work Orders 2027-01-05.xlsx');
  });

  it('leave out characters a file name cannot hold', () => {
    expect(exportFileName('Parts / Labor: Rates?', new Date(2026, 1, 3))).toBe('Parts Labor Rates 2026-02-03.xlsx');
    expect(exportFileName('  ', new Date(2026, 1, 3))).toBe('excel.xlsx');
  });
});

describe('colours', () => {
  describe('normalise hex, short hex and CSS names to #RRGGBB', () => {
    eachCase(normalizeColor, [
      ['#aa5500', '#AA5500'],
      [' #1e88e5 ', '#1E88E5'],
      ['#a50', '#AA5500'],
      ['green', '#008000'],
      ['Teal', '#008080'],
      ['', null],
      ['greenish', null],
      ['#12345', null],
      ['#GGGGGG', null],
      [null, null],
      [42, null],
    ]);
  });

  describe('pick the text colour that reads on the fill', () => {
    eachCase(readableTextOn, [
      ['#FFFF00', '#000000'],
      ['#FFFFFF', '#000000'],
      ['#2E7D32', '#FFFFFF'],
      ['navy', '#FFFFFF'],
    ]);
  });
});
