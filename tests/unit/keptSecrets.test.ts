/**
 * The token secret and the integrations key generated at first start are kept in DATA_DIR.
 * Several server processes started at once on a fresh DATA_DIR (two behind a load balancer,
 * the scale-out tests) must settle on the same ones: a process that read a half-written file
 * stopped with "The integrations key must be 32 bytes", and two that each wrote their own
 * token secret refused each other's tokens.
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const base = mkdtempSync(path.join(tmpdir(), 'fielddesk-kept-'));
afterAll(() => rmSync(base, { recursive: true, force: true }));

const child = path.resolve('tests/unit/fixtures/loadConfigAt.ts');

function loadIn(dataDir: string, startAt: number) {
  return new Promise<Record<string, string>>((resolve, reject) => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
    delete env.JWT_SECRET;
    delete env.INTEGRATIONS_KEY;
    const process_ = spawn(process.execPath, ['--import', 'tsx', child, String(startAt)], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    process_.stdout.on('data', (chunk) => (out += chunk));
    process_.on('error', reject);
    process_.on('exit', () => resolve(JSON.parse(out)));
  });
}

describe('secrets kept in DATA_DIR', () => {
  it('processes started at the same moment on a fresh DATA_DIR all read the same complete secrets', async () => {
    for (let round = 0; round < 3; round++) {
      const dataDir = path.join(base, `round-${round}`);
      const startAt = Date.now() + 2_500;
      const results = await Promise.all(Array.from({ length: 4 }, () => loadIn(dataDir, startAt)));
      expect(results.filter((result) => result.error)).toEqual([]);
      expect(new Set(results.map((result) => result.jwtSecret)).size).toBe(1);
      expect(new Set(results.map((result) => result.integrationsKey)).size).toBe(1);
    }
  }, 60_000);
});
