/**
 * Server configuration from the environment (README "Configuration").
 */
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  seedDemo: boolean;
  logLevel: string;
  /** Directory of the built browser app; null serves the API only. */
  appDir: string | null;
  /** Directory of the resource schemas (schemas/README.md). */
  schemasDir: string;
  tokenLifetimeSeconds: number;
  /**
   * Whether to believe X-Forwarded-* headers (client address, https): false unless the
   * server runs behind a proxy that sets them. TRUST_PROXY=true, or the proxies' addresses.
   */
  trustProxy: boolean | string;
}

function trustProxyOf(value: string | undefined): boolean | string {
  if (!value || /^(0|false|no|off)$/i.test(value)) return false;
  if (/^(true|yes|on)$/i.test(value)) return true;
  return value;
}

const bool = (value: string | undefined, fallback: boolean) =>
  value === undefined || value === '' ? fallback : !/^(0|false|no|off)$/i.test(value.trim());

/** JWT_SECRET when set; otherwise one generated at first start and kept in DATA_DIR. */
function jwtSecretFor(dataDir: string, fromEnv: string | undefined): string {
  if (fromEnv) return fromEnv;
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const dataDir = path.resolve(overrides.dataDir ?? env.DATA_DIR ?? './data');
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || null,
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(dataDir, env.JWT_SECRET),
    seedDemo: bool(env.SEED_DEMO, true),
    logLevel: env.LOG_LEVEL ?? 'info',
    appDir: path.join(PROJECT_ROOT, 'dist'),
    schemasDir: path.resolve(env.SCHEMAS_DIR ?? path.join(PROJECT_ROOT, 'schemas')),
    tokenLifetimeSeconds: Number(env.TOKEN_LIFETIME_SECONDS ?? 8 * 60 * 60),
    trustProxy: trustProxyOf(env.TRUST_PROXY),
    ...overrides,
  };
}
