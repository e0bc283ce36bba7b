import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { integrationsKeyBytes, secretBox } from '../../src/server/integrations/secretBox';
import { loadConfig } from '../../src/server/config';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const key = () => randomBytes(32).toString('base64url');

/** Data directories made for these tests, removed after them. */
const dataDirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'fd-key-'));
  dataDirs.push(dir);
  return dir;
};
afterAll(() => dataDirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('third-party credentials at rest', () => {
  it('opens what it sealed, and seals the same text differently each time', () => {
    const box = secretBox(key());
    const sealed = [box.seal('client-secret-1'), box.seal('client-secret-1')];
    expect(sealed[0]).not.toBe(sealed[1]);
    expect(sealed[0]).not.toContain('client-secret-1');
    expect(sealed.map((s) => box.open(s))).toEqual(['client-secret-1', 'client-secret-1']);
  });

  it('refuses a value sealed under another key or altered, saying to enter it again', () => {
    const sealed = secretBox(key()).seal('secret');
    expect(() => secretBox(key()).open(sealed)).toThrow(/enter it again/);
    const box = secretBox(key());
    const mine = box.seal('secret');
    const altered = mine.slice(0, -2) + (mine.endsWith('A') ? 'BB' : 'AA');
    expect(() => box.open(altered)).toThrow(/enter it again/);
    expect(() => box.open('plain text')).toThrow(/enter it again/);
  });

  it('takes the key as 64 hexadecimal digits or 43 base64url characters, nothing else', () => {
    expect(integrationsKeyBytes('ab'.repeat(32))?.length).toBe(32);
    expect(integrationsKeyBytes(key())?.length).toBe(32);
    expect(integrationsKeyBytes('short')).toBeNull();
    expect(() => loadConfig({ INTEGRATIONS_KEY: 'short', DATA_DIR: newDataDir() })).toThrow(/INTEGRATIONS_KEY=\(hidden\) is not valid/);
  });

  it('generates a key at first start, keeps it in DATA_DIR and uses it at the next start', () => {
    const dataDir = newDataDir();
    const first = loadConfig({ DATA_DIR: dataDir }).integrationsKey;
    expect(integrationsKeyBytes(first)?.length).toBe(32);
    expect(readFileSync(path.join(dataDir, 'integrations-key'), 'utf8')).toBe(first);
    expect(loadConfig({ DATA_DIR: dataDir }).integrationsKey).toBe(first);
    const fromEnv = 'cd'.repeat(32);
    expect(loadConfig({ DATA_DIR: dataDir, INTEGRATIONS_KEY: fromEnv }).integrationsKey).toBe(fromEnv);
  });
});
