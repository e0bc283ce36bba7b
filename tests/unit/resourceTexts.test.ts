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

describe('colours', () => {
  it('normalise hex, short hex and CSS names to #RRGGBB', () => {
    expect(normalizeColor('#aa5500')).toBe('#AA5500');
    expect(normalizeColor(' #1e88e5 ')).toBe('#1E88E5');
    expect(normalizeColor('#a50')).toBe('#AA5500');
    expect(normalizeColor('green')).toBe('#008000');
    expect(normalizeColor('Teal')).toBe('#008080');
    for (const value of ['', 'greenish', '#12345', '#GGGGGG', null, 42]) expect(normalizeColor(value), String(value)).toBeNull();
  });

  it('pick the text colour that reads on the fill', () => {
    expect(readableTextOn('#FFFF00')).toBe('#000000');
    expect(readableTextOn('#FFFFFF')).toBe('#000000');
    expect(readableTextOn('#2E7D32')).toBe('#FFFFFF');
    expect(readableTextOn('navy')).toBe('#FFFFFF');
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
