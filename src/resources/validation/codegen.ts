/**
 * Precompiles each schemas/<name>.schema.json into the validator functions its create/edit
 * form uses, with the same ajv rules and formats as the server (src/domain/resources/schemaFormats.ts).
 * The app's Content-Security-Policy forbids compiling code in the browser, so the forms load
 * these modules instead of compiling schemas at run time.
 *
 * Node only (build tooling): run `npx tsx src/resources/validation/writeValidators.ts` after
 * changing a schema; tests/unit/resourceValidators.test.ts fails while the output is stale.
 */
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { CUSTOM_FORMATS } from '../../domain/resources/schemaFormats';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
export const SCHEMAS_DIR = path.join(root, 'schemas');
export const COMPILED_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'compiled');

/** The record schema as the meta endpoint sends it: the file without its storage and seed parts. */
export function formSchemaOf(file: Record<string, unknown>): Record<string, unknown> {
  const { 'x-storage': _storage, 'x-seed': _seed, ...schema } = file;
  return schema;
}

const RUNTIME_IMPORTS: Record<string, { name: string; from: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': { name: 'ucs2length', from: '../ajvRuntime' },
  'require("ajv-formats/dist/formats").fullFormats': { name: 'fullFormats', from: 'ajv-formats/dist/formats' },
};

/** One ES module exporting `{ [schemaHash]: validateFunction }` for a resource schema. */
export function validatorModuleOf(schema: Record<string, unknown>, source: string): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    customFormats: CUSTOM_FORMATS,
    ajvOptionsOverrides: { code: { lines: false, formats: _`require("ajv-formats/dist/formats").fullFormats` } },
  });
  const imports = new Map<string, Set<string>>();
  let body = code.replace(/^"use strict";/, '').replace(/exports\[("[^"]+")\]/g, 'validators[$1]');
  body = body.replace(/require\("[^"]+"\)(\.\w+)?/g, (call) => {
    const runtime = RUNTIME_IMPORTS[call];
    if (!runtime) throw new Error(`${source}: the compiled validator needs ${call}, which has no browser import yet`);
    if (!imports.has(runtime.from)) imports.set(runtime.from, new Set());
    imports.get(runtime.from)!.add(runtime.name);
    return runtime.name;
  });
  const importLines = [...imports].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';`);
  return [
    `// Generated from ${source} by src/resources/validation/writeValidators.ts. Do not edit by hand.`,
    ...importLines,
    'const validators = {};',
    body.trim(),
    'export default validators;',
    '',
  ].join('\n');
}

/** Every compiled module by file name (`<resource name>.js`). */
export function generateValidatorModules(schemasDir = SCHEMAS_DIR): Map<string, string> {
  const modules = new Map<string, string>();
  for (const fileName of readdirSync(schemasDir).filter((f) => f.endsWith('.schema.json')).sort()) {
    const file = JSON.parse(readFileSync(path.join(schemasDir, fileName), 'utf8')) as Record<string, unknown>;
    const name = (file['x-resource'] as { name?: string } | undefined)?.name;
    if (!name) throw new Error(`schemas/${fileName}: x-resource.name is missing`);
    modules.set(`${name}.js`, validatorModuleOf(formSchemaOf(file), `schemas/${fileName}`));
  }
  return modules;
}
