/**
 * A database of its own for a test or benchmark run: a temporary PGlite directory by default, or a
 * fresh database on the PostgreSQL server named by DATABASE_URL (dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export interface ScratchDatabase {
  dataDir: string;
  databaseUrl: string | null;
  drop(): Promise<void>;
}

/**
 * `adminUrl` names the PostgreSQL server (DATABASE_URL by default); null or empty means PGlite.
 * `createOptions` follow CREATE DATABASE on PostgreSQL (`template template0 locale 'C.UTF-8'`, say).
 */
export async function createScratchDatabase(
  label: string,
  adminUrl: string | null | undefined = process.env.DATABASE_URL,
  createOptions = '',
): Promise<ScratchDatabase> {
  const dataDir = mkdtempSync(path.join(tmpdir(), `fielddesk-${label}-`));
  if (!adminUrl) {
    return { dataDir, databaseUrl: null, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const name = `fielddesk_${label}_${process.pid}_${Date.now().toString(36)}`.replace(/[^a-z0-9_]/g, '_');
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} ${createOptions}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    dataDir,
    databaseUrl: url.toString(),
    async drop() {
      rmSync(dataDir, { recursive: true, force: true });
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

/** Whether a PostgreSQL server answers at `url` within 3 s (benchmarks and tests that need one say so when it does not). */
export async function isPostgresReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
