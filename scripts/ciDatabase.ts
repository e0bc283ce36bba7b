/**
 * CI helper: `create <name>` or `drop <name>` a database on the PostgreSQL server named by
 * PG_ADMIN_URL (default postgres://postgres@127.0.0.1:5432/postgres).
 */
import pg from 'pg';

const [action, name] = process.argv.slice(2);
if (!['create', 'drop'].includes(action) || !/^[a-z_][a-z0-9_]*$/.test(name ?? '')) {
  console.error('usage: tsx scripts/ciDatabase.ts create|drop <database_name>');
  process.exit(2);
}
const client = new pg.Client({ connectionString: process.env.PG_ADMIN_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
await client.connect();
await client.query(action === 'create' ? `create database ${name}` : `drop database if exists ${name} with (force)`);
await client.end();
