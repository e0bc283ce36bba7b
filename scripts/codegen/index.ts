/**
 * `npm run codegen`: writes everything FieldDesk derives from schemas/ into the git-ignored
 * src/generated/: the record types (resources.ts), the Kysely table types (tables.ts) and the
 * browser's precompiled form validators (validators/<name>.js). `npm install`, `npm test`,
 * `npm start`, `npm run dev` and the app build call ensureGenerated(), which skips the work
 * while the inputs are unchanged.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadRegistry } from '../../src/server/resources/registry';
import { withDirectoryLock } from '../support/directoryLock';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..', '..');
export const SCHEMAS_DIR = path.join(root, 'schemas');
export const GENERATED_DIR = path.join(root, 'src', 'generated');
export const VALIDATORS_DIR = path.join(GENERATED_DIR, 'validators');
const STAMP = path.join(GENERATED_DIR, '.inputs-hash');
const LOCK = path.join(root, '.codegen.lock');

/** Everything the output depends on: the schemas, how they are read, the generators and the libraries' versions. */
function inputFiles(): string[] {
  const schemas = readdirSync(SCHEMAS_DIR).filter((f) => f.endsWith('.schema.json')).sort().map((f) => path.join(SCHEMAS_DIR, f));
  const generators = readdirSync(here).filter((f) => f.endsWith('.ts')).sort().map((f) => path.join(here, f));
  const readers = ['src/server/resources/definition.ts', 'src/server/resources/registry.ts', 'src/domain/resources/schemaFormats.ts', 'package-lock.json'];
  return [...schemas, ...generators, ...readers.map((f) => path.join(root, f))];
}

function inputsHash(): string {
  const hash = createHash('sha256');
  for (const file of inputFiles()) hash.update(path.relative(root, file)).update('\0').update(existsSync(file) ? readFileSync(file) : '').update('\0');
  return hash.digest('hex');
}

const isCurrent = () => existsSync(STAMP) && readFileSync(STAMP, 'utf8') === inputsHash();

/** Writes only what changed, so that an unchanged output keeps its time and the app build stays current. */
function writeIfChanged(file: string, content: string): void {
  if (existsSync(file) && readFileSync(file, 'utf8') === content) return;
  writeFileSync(file, content);
}

/**
 * Every file of src/generated, by path relative to it. The generators and their libraries are
 * loaded only here: `npm start` checks the inputs at every start and seldom generates.
 */
export async function generateAll(): Promise<Map<string, string>> {
  const [{ generateRecordTypes }, { generateTableTypes }, { generateValidatorModules }] = await Promise.all([
    import('./recordTypes'),
    import('./tableTypes'),
    import('./validators'),
  ]);
  const definitions = [...loadRegistry(SCHEMAS_DIR).byName.values()];
  const files = new Map<string, string>([
    ['resources.ts', await generateRecordTypes(definitions)],
    ['tables.ts', generateTableTypes(definitions)],
  ]);
  for (const [fileName, code] of generateValidatorModules(definitions)) files.set(path.join('validators', fileName), code);
  return files;
}

async function generate(log: (message: string) => void): Promise<void> {
  const hash = inputsHash();
  const files = await generateAll();
  rmSync(STAMP, { force: true });
  mkdirSync(VALIDATORS_DIR, { recursive: true });
  for (const existing of readdirSync(VALIDATORS_DIR)) {
    if (!files.has(path.join('validators', existing))) rmSync(path.join(VALIDATORS_DIR, existing));
  }
  for (const [file, content] of files) writeIfChanged(path.join(GENERATED_DIR, file), content);
  writeFileSync(STAMP, hash);
  log(`Wrote ${files.size} files to ${path.relative(process.cwd(), GENERATED_DIR) || '.'} from schemas/.`);
}

/** Generates src/generated unless it is current; two processes at once take turns. */
export async function ensureGenerated(log: (message: string) => void = console.log): Promise<void> {
  if (isCurrent()) return;
  await withDirectoryLock(LOCK, async () => {
    if (!isCurrent()) await generate(log);
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await withDirectoryLock(LOCK, () => generate(console.log));
}
