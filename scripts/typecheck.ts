/**
 * `npm run typecheck`: tsc over the whole repository (tsconfig.json), remembering what it found
 * in node_modules/.cache/fielddesk/typecheck.tsbuildinfo, so that the next run checks again only
 * what changed since (seconds instead of half a minute of both cores). Two runs started at once
 * (CI's two rounds, .ci/run) take turns: the second finds the first's work done.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { withDirectoryLock } from './support/directoryLock';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const cache = path.join(root, 'node_modules', '.cache', 'fielddesk');
mkdirSync(cache, { recursive: true });
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');

const status = await withDirectoryLock(path.join(cache, 'typecheck.lock'), async () => {
  const args = ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', path.join(cache, 'typecheck.tsbuildinfo')];
  return spawnSync(process.execPath, [tsc, ...args], { cwd: root, stdio: 'inherit' }).status;
});
// tsc's own exit status; none (null) when a signal stopped it, which is a failure too.
process.exit(status ?? 1);
