/**
 * Compiles what `npm start` runs into build/server with esbuild: scripts/startServer.ts (the app
 * build check, then src/server/main.ts) bundled as ES modules, the packages left to
 * node_modules. build/server/inputs.json lists every source file the build read and the moment
 * it started; scripts/start.mjs compiles again when one of them is newer or gone, so a warm
 * start runs no TypeScript compiler and an edited server file is never served stale.
 *
 * Each bundled module keeps its own `import.meta.url`, so the paths it finds from it (the
 * project root, schemas/, dist/, fonts) are those of its source file.
 */
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Plugin } from 'esbuild';
import { withDirectoryLock } from './support/directoryLock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const SERVER_BUILD_DIR = path.join(root, 'build', 'server');
const INPUTS = path.join(SERVER_BUILD_DIR, 'inputs.json');
const LOCK = path.join(root, '.server-build.lock');
/** Read by the build but not part of the bundle: how it is made and launched. */
const BUILD_FILES = ['scripts/start.mjs', 'scripts/serverBuild.ts', 'tsconfig.json'];

export interface ServerBuildInputs {
  /** When the build started (ms since the epoch): a source written later is newer than the build. */
  builtAt: number;
  /** Every file the build read, relative to the project root. */
  inputs: string[];
}

const keepImportMetaUrl: Plugin = {
  name: 'keep-import-meta-url',
  setup(pluginBuild) {
    pluginBuild.onLoad({ filter: /\.ts$/ }, async (args) => {
      const source = await readFile(args.path, 'utf8');
      return { contents: source.replace(/\bimport\.meta\.url\b/g, JSON.stringify(pathToFileURL(args.path).href)), loader: 'ts' };
    });
  },
};

export async function buildServer(log: (message: string) => void = console.log): Promise<void> {
  log('Compiling the FieldDesk server...');
  const builtAt = Date.now();
  rmSync(SERVER_BUILD_DIR, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: root,
    entryPoints: { start: 'scripts/startServer.ts' },
    outdir: SERVER_BUILD_DIR,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    packages: 'external',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepImportMetaUrl],
  });
  const inputs: ServerBuildInputs = { builtAt, inputs: [...Object.keys(result.metafile.inputs), ...BUILD_FILES].sort() };
  writeFileSync(INPUTS, JSON.stringify(inputs, null, 1));
  log('Server compiled.');
}

/** Compiles unless another process did since `askedAt`; two starts at once take turns. */
export async function ensureServerBuild(askedAt = Date.now()): Promise<void> {
  await withDirectoryLock(LOCK, async () => {
    const done = existsSync(INPUTS) && (JSON.parse(readFileSync(INPUTS, 'utf8')) as ServerBuildInputs).builtAt >= askedAt;
    if (!done) await buildServer();
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  await ensureServerBuild(Number(process.argv[2]) || Date.now());
}
