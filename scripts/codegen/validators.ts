/**
 * Precompiles each resource's record schema into the validator functions its create/edit
 * form uses, with the same ajv rules and formats as the server (src/domain/resources/schemaFormats.ts).
 * The app's Content-Security-Policy forbids compiling code in the browser, so the forms load
 * these modules (src/generated/validators/<name>.js) instead of compiling schemas at run time.
 */
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _ } from 'ajv';
import { CUSTOM_FORMATS } from '../../src/domain/resources/schemaFormats';
import type { ResourceDefinition } from '../../src/server/resources/definition';

/** The browser imports of the ajv run-time helpers the compiled code requires, from src/generated/validators. */
const RUNTIME_IMPORTS: Record<string, { name: string; from: string }> = {
  'require("ajv/dist/runtime/ucs2length").default': { name: 'ucs2length', from: '../../resources/validation/ajvRuntime' },
  'require("ajv-formats/dist/formats").fullFormats': { name: 'fullFormats', from: 'ajv-formats/dist/formats' },
};

/** One ES module exporting `{ [schemaHash]: validateFunction }` for a resource schema. */
export function validatorModuleOf(schema: Record<string, unknown>, source: string): string {
  const code = compileSchemaValidatorsCode(schema as never, {
    customFormats: CUSTOM_FORMATS,
    ajvOptionsOverrides: { code: { lines: false, formats: _`require("ajv-formats/dist/formats").fullFormats` } },
  });
  const imports = new Map<string, Set<string>>();
  // ajv names a schema's hash `exports["0abc"]`, or `exports.abc` when the hash starts with a letter.
  let body = code
    .replace(/^"use strict";/, '')
    .replace(/exports\[("[^"]+")\]/g, 'validators[$1]')
    .replace(/exports\.(\w+)/g, 'validators.$1');
  body = body.replace(/require\("[^"]+"\)(\.\w+)?/g, (call) => {
    const runtime = RUNTIME_IMPORTS[call];
    if (!runtime) throw new Error(`${source}: the compiled validator needs ${call}, which has no browser import yet`);
    if (!imports.has(runtime.from)) imports.set(runtime.from, new Set());
    imports.get(runtime.from)!.add(runtime.name);
    return runtime.name;
  });
  const importLines = [...imports].map(([from, names]) => `import { ${[...names].sort().join(', ')} } from '${from}';`);
  return [
    `// Generated from ${source} by \`npm run codegen\`. Do not edit by hand.`,
    ...importLines,
    'const validators = {};',
    body.trim(),
    'export default validators;',
    '',
  ].join('\n');
}

/** Every compiled module by file name (`<resource name>.js`), of the schema the meta endpoint sends. */
export function generateValidatorModules(definitions: readonly ResourceDefinition[]): Map<string, string> {
  return new Map(definitions.map((d) => [`${d.name}.js`, validatorModuleOf(d.schema, `schemas/${d.name}.schema.json`)]));
}
