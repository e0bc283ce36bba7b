import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_SESSION_MAX_SECONDS, loadConfig, postgresPoolSize } from '../../src/server/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const SECRET = 'a-secret-long-enough-for-hs256-signing';
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: SECRET, ...env });
const problemsOf = (env: Record<string, string>): string[] => {
  try {
    load(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  return [];
};

describe('loadConfig', () => {
  it('reads good values and fills in the defaults', () => {
    expect(load({})).toMatchObject({ port: 3000, host: '0.0.0.0', seedDemo: true, logLevel: 'info', tokenLifetimeSeconds: 28_800, sessionMaxSeconds: DEFAULT_SESSION_MAX_SECONDS, trustProxy: false, databaseUrl: null, jwtSecret: SECRET });
    expect(
      load({ PORT: '8080', SEED_DEMO: 'no', LOG_LEVEL: 'DEBUG', TOKEN_LIFETIME_SECONDS: '3600', SESSION_MAX_SECONDS: '86400', TRUST_PROXY: '10.0.0.0/8, 127.0.0.1', DATABASE_URL: 'postgres://u@db:5432/fd' }),
    ).toMatchObject({ port: 8080, seedDemo: false, logLevel: 'debug', tokenLifetimeSeconds: 3600, sessionMaxSeconds: 86_400, trustProxy: '10.0.0.0/8,127.0.0.1', databaseUrl: 'postgres://u@db:5432/fd' });
    expect(load({ TRUST_PROXY: 'true', SEED_DEMO: '1' })).toMatchObject({ trustProxy: true, seedDemo: true });
  });

  it.each([
    ['PORT', 'abc', /whole number from 0 to 65535/],
    ['PORT', '70000', /whole number from 0 to 65535/],
    ['PORT', '80.5', /whole number/],
    ['TOKEN_LIFETIME_SECONDS', 'eight hours', /whole number of seconds/],
    ['TOKEN_LIFETIME_SECONDS', '-5', /whole number of seconds/],
    ['SESSION_MAX_SECONDS', '1e6', /whole number of seconds/],
    ['LOG_LEVEL', 'loud', /info, debug/],
    ['SEED_DEMO', 'maybe', /true or false/],
    ['TRUST_PROXY', 'my-proxy', /addresses or networks/],
    ['TRUST_PROXY', '10.0.0.0/99', /addresses or networks/],
    ['DATABASE_URL', 'mysql://db/fd', /postgres:\/\//],
    ['DATABASE_URL', 'not a url', /postgres:\/\//],
    ['JWT_SECRET', 'short', /at least 32 characters/],
    ['SCHEMAS_DIR', '/no/such/directory', /existing directory/],
    ['WORKERS', '0', /from 1 to 64/],
    ['WORKERS', 'all', /from 1 to 64/],
    ['DATABASE_CONNECTIONS', '1', /from 2 to 1000/],
  ])('stops on %s=%s, naming the variable and what it accepts', (name, value, accepts) => {
    const problems = problemsOf({ [name]: value });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(new RegExp(`^${name}=`));
    expect(problems[0]).toMatch(accepts);
  });

  it('runs several server processes only on PostgreSQL', () => {
    expect(load({ WORKERS: '3', DATABASE_URL: 'postgres://u@db:5432/fd' })).toMatchObject({ workers: 3 });
    expect(load({}).workers).toBe(1);
    const problems = problemsOf({ WORKERS: '2' });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^WORKERS=2 needs DATABASE_URL/);
  });

  it('shares the PostgreSQL connections out between the server processes', () => {
    const postgres = { DATABASE_URL: 'postgres://u@db:5432/fd' };
    expect(postgresPoolSize(load(postgres))).toBe(10);
    expect(postgresPoolSize(load({ ...postgres, WORKERS: '2' }))).toBe(5);
    expect(postgresPoolSize(load({ ...postgres, WORKERS: '3' }))).toBe(4);
    expect(postgresPoolSize(load({ ...postgres, WORKERS: '8' }))).toBe(2);
    expect(postgresPoolSize(load({ ...postgres, WORKERS: '4', DATABASE_CONNECTIONS: '40' }))).toBe(10);
  });

  it('names every wrong variable at once, and never prints the secret', () => {
    const problems = problemsOf({ PORT: 'abc', LOG_LEVEL: 'loud', JWT_SECRET: 'tiny-secret' });
    expect(problems.map((p) => p.split('=')[0])).toEqual(['PORT', 'LOG_LEVEL', 'JWT_SECRET']);
    expect(problems.join('\n')).not.toContain('tiny-secret');
  });

  it('takes overrides as given, without reading their variables', () => {
    expect(loadConfig({ PORT: 'abc', JWT_SECRET: 'short' }, { port: 0, jwtSecret: 'test', dataDir })).toMatchObject({ port: 0, jwtSecret: 'test' });
  });
});

describe('starting the server with a bad variable', () => {
  it('exits non-zero printing which variable is wrong and what it accepts', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, PORT: 'abc', LOG_LEVEL: 'loud', DATABASE_URL: '' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).not.toBe(0);
    expect(run.status).not.toBeNull();
    expect(run.stderr).toContain('PORT="abc" is not valid: use a whole number from 0 to 65535.');
    expect(run.stderr).toContain('LOG_LEVEL="loud" is not valid');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  }, 60_000); // a Node process that loads the server's TypeScript: seconds on a busy machine
});
