/**
 * Builds the browser app when dist/ is missing or older than its sources (src/generated
 * included, brought up to date first), so that `npm start` and the end-to-end tests always
 * serve the current app.
 */
import { existsSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureGenerated } from './codegen';
import { withDirectoryLock } from './support/directoryLock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const STAMP = path.join(root, 'dist', '.build-stamp');
const INPUTS = ['index.html', 'vite.config.ts', 'package-lock.json', 'public', 'src', 'schemas'];

function newestMtime(entry: string): number {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  if (entry === path.join(root, 'src', 'server')) return 0; // server code is not part of the app bundle
  let newest = 0;
  for (const name of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, name)));
  return newest;
}

export function appBuildIsStale(): boolean {
  if (!existsSync(STAMP) || !existsSync(path.join(root, 'dist', 'index.html'))) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(path.join(root, input)) > built);
}

const LOCK = path.join(root, '.app-build.lock');

export async function ensureAppBuild(log: (message: string) => void = console.log): Promise<void> {
  await ensureGenerated(log);
  if (!appBuildIsStale()) return;
  await withDirectoryLock(LOCK, async () => {
    if (appBuildIsStale()) await buildApp(log);
  });
}

async function buildApp(log: (message: string) => void): Promise<void> {
  log('Building the FieldDesk browser app...');
  // The build reads the sources from its start: one edited while it ran is newer than the
  // stamp, so the next check builds again.
  const startedAt = new Date();
  const { build } = await import('vite');
  // Vite makes a development bundle (React's slow checks included) unless NODE_ENV is
  // production, and the test runner sets it to "test".
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({ root, logLevel: 'warn', configFile: path.join(root, 'vite.config.ts') });
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = nodeEnv;
  }
  writeFileSync(STAMP, startedAt.toISOString());
  utimesSync(STAMP, startedAt, startedAt);
  log('Browser app built.');
}
