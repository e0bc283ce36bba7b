/**
 * Writes the precompiled form validators of every schema into src/resources/validation/compiled
 * and removes those of schemas that are gone. Usage: npx tsx src/resources/validation/writeValidators.ts
 */
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { COMPILED_DIR, generateValidatorModules } from './codegen';

const modules = generateValidatorModules();
mkdirSync(COMPILED_DIR, { recursive: true });
for (const existing of readdirSync(COMPILED_DIR)) {
  if (!modules.has(existing)) rmSync(path.join(COMPILED_DIR, existing));
}
for (const [fileName, code] of modules) writeFileSync(path.join(COMPILED_DIR, fileName), code);
console.log(`Wrote ${modules.size} form validators to ${path.relative(process.cwd(), COMPILED_DIR)}.`);
