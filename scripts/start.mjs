/**
 * `npm start`: runs the compiled server in build/server, compiling it first (scripts/serverBuild.ts)
 * when it is missing or a file it was compiled from is newer or gone. Plain JavaScript, so that
 * a start with a current build loads no TypeScript compiler.
 */
import { spawnSync } from 'node:child_process';
import cluster from 'node:cluster';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const buildDir = path.join(root, 'build', 'server');

function serverBuildIsStale() {
  try {
    const { builtAt, inputs } = JSON.parse(readFileSync(path.join(buildDir, 'inputs.json'), 'utf8'));
    return inputs.some((input) => statSync(path.join(root, input)).mtimeMs > builtAt);
  } catch {
    return true; // no build yet, or a file it was compiled from is gone
  }
}

// The server's worker processes (WORKERS) run this file too: they take the build the first one checked.
if (cluster.isPrimary && serverBuildIsStale()) {
  const askedAt = Date.now();
  const tsx = path.join(root, 'node_modules', 'tsx', 'dist', 'cli.mjs');
  const { status } = spawnSync(process.execPath, [tsx, path.join(root, 'scripts', 'serverBuild.ts'), String(askedAt)], { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
}
await import(pathToFileURL(path.join(buildDir, 'start.js')).href);
