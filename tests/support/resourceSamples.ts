/**
 * Builds valid records for a resource straight from its schema file, so that tests cover
 * every resource, including ones added later, without hand-written fixtures.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const SCHEMAS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../schemas');

export interface SchemaFile {
  title?: string;
  required?: string[];
  properties: Record<string, any>;
  'x-resource': { name: string; path: string; label: string; group: string; module: string; singleton?: boolean };
  'x-list'?: { columns?: string[]; sort?: [string, string] };
  'x-storage'?: { unique?: string[][] };
}

export const schemaFiles = (): SchemaFile[] =>
  readdirSync(SCHEMAS_DIR)
    .filter((f) => f.endsWith('.schema.json'))
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(SCHEMAS_DIR, f), 'utf8')));

const PATTERN_SAMPLES = ['AB', 'FL', 'https://example.com/documents/sop-1.pdf', '12345', '#337ab7', 'ABC-123', 'A1'];

const baseType = (spec: any): string => (Array.isArray(spec.type) ? spec.type.find((t: string) => t !== 'null') : spec.type);

/** A value that satisfies the property's schema; `n` makes text unique. */
export function sampleValue(spec: any, n: number, referenceId?: number): unknown {
  if (spec.enum) return spec.enum.find((v: unknown) => v !== null) ?? spec.enum[0];
  if (spec['x-reference']) return referenceId;
  switch (baseType(spec)) {
    case 'string': {
      if (spec.format === 'email') return `sample${n}@example.com`;
      if (spec.format === 'phone') return `555-010-${String(1000 + (n % 9000)).padStart(4, '0')}`;
      if (spec.format === 'date') return '2026-05-01';
      if (spec.pattern) {
        const pattern = new RegExp(spec.pattern);
        const fit = PATTERN_SAMPLES.find((s) => pattern.test(s) && s.length <= (spec.maxLength ?? Infinity));
        if (fit) return fit;
        return undefined;
      }
      const text = `Sample ${n}`;
      const min = spec.minLength ?? 0;
      const max = spec.maxLength ?? 200;
      return text.padEnd(min, 'x').slice(0, max);
    }
    case 'integer': {
      const min = spec.minimum ?? (spec.exclusiveMinimum !== undefined ? spec.exclusiveMinimum + 1 : 1);
      const max = spec.maximum ?? min + 100;
      return Math.min(Math.max(min, 1), max);
    }
    case 'number': {
      const min = spec.minimum ?? 0;
      const max = spec.maximum ?? min + 100;
      return Math.min(min + 1.5, max);
    }
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return {};
    default:
      return undefined;
  }
}

/** A valid body for `file`; references take ids from `referenceIds` (by resource name). */
export function sampleRecord(file: SchemaFile, n: number, referenceIds: Record<string, number>): Record<string, unknown> {
  const record: Record<string, unknown> = {};
  for (const [name, spec] of Object.entries(file.properties)) {
    const reference = spec['x-reference']?.resource as string | undefined;
    const required = file.required?.includes(name);
    if (reference && referenceIds[reference] === undefined) {
      if (required) throw new Error(`${file['x-resource'].name}.${name} needs a ${reference} record`);
      continue;
    }
    const value = sampleValue(spec, n, reference ? referenceIds[reference] : undefined);
    if (value !== undefined) record[name] = value;
    else if (required) throw new Error(`No sample value for ${file['x-resource'].name}.${name}`);
  }
  return record;
}
