/**
 * Server configuration from the environment (README "Configuration"). Every variable is
 * checked at start: a value the server cannot use stops it with a message naming the variable
 * and what it accepts, rather than running on NaN or a silent default.
 */
import { randomBytes } from 'node:crypto';
import { existsSync, linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { isIP } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_FILE_MAX_BYTES } from '../domain/files/limits';
import { DEFAULT_DATABASE_CONNECTIONS } from './db/connections';
import { allowListEntry, defaultAllowedHosts } from './integrations/egress';
import { INTEGRATIONS_KEY_BYTES, integrationsKeyBytes } from './integrations/secretBox';

const PROJECT_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export const DEFAULT_TOKEN_LIFETIME_SECONDS = 8 * 60 * 60;
/** How long a session lasts from sign-in, however often its token is refreshed. */
export const DEFAULT_SESSION_MAX_SECONDS = 7 * 24 * 60 * 60;
/** A server process's share of DATABASE_CONNECTIONS: at least 2, so that a transaction under way never leaves a process without a connection. */
export const postgresPoolSize = (config: Pick<ServerConfig, 'databaseConnections' | 'workers'>): number =>
  Math.max(2, Math.ceil(config.databaseConnections / config.workers));
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const MIN_SECRET_LENGTH = 32;

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  jwtSecret: string;
  /** 32 bytes, base64url: seals third-party credentials at rest (src/server/integrations/secretBox.ts). */
  integrationsKey: string;
  /** The key before INTEGRATIONS_KEY, while it is rotated: values sealed under it still open (secretBox.ts). */
  integrationsKeyPrevious: string | null;
  seedDemo: boolean;
  logLevel: string;
  /** Directory of the built browser app; null serves the API only. */
  appDir: string | null;
  /** Directory of the resource schemas (schemas/README.md). */
  schemasDir: string;
  tokenLifetimeSeconds: number;
  /** Refreshing never carries a session past this many seconds from sign-in. */
  sessionMaxSeconds: number;
  /**
   * Whether to believe X-Forwarded-* headers (client address, https): false unless the
   * server runs behind a proxy that sets them. TRUST_PROXY=true, or the proxies' addresses.
   */
  trustProxy: boolean | string;
  /** Longest wait for one call to a third-party network (Service Channel) before it counts as failed. */
  integrationTimeoutMs: number;
  /**
   * `host:port` (or `host:*`) entries the networks may be called at over http and on any address
   * (integrations/egress.ts); everything else is https to public addresses only. Default: the
   * emulators where they listen (127.0.0.1:4010 and 127.0.0.1:4020).
   */
  integrationAllowedHosts: string[];
  /** First wait before an outbox row is sent again; each further failure doubles it. */
  outboxRetryBaseMs: number;
  /** How often each server process looks for outbox rows due (a clock write in the process wakes it at once). */
  outboxPollMs: number;
  /** Where work-order files are kept (src/server/files/storage) and the largest file taken. */
  files: FilesConfig;
  /** How many server processes `npm start` runs on the one port (main.ts); above 1 only on PostgreSQL. */
  workers: number;
  /** PostgreSQL connections the server keeps in all, shared out between its processes (postgresPoolSize). */
  databaseConnections: number;
}

/** Files on the local disk under DATA_DIR/files, or in an S3-compatible bucket shared by several servers. */
export interface FilesConfig {
  maxBytes: number;
  storage: { kind: 'disk' } | { kind: 's3'; bucket: string; endpoint: string | null; region: string; accessKeyId: string | null; secretAccessKey: string | null; forcePathStyle: boolean };
}

/** A configuration the server cannot start with; the message names every wrong variable. */
export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`FieldDesk cannot start, the configuration is wrong:\n${problems.map((p) => `- ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

type Reader<T> = (value: string) => T | undefined;

const TRUE = /^(1|true|yes|on)$/i;
const FALSE = /^(0|false|no|off)$/i;

const integer = (min: number, max: number): Reader<number> => (value) => {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
};
const boolean: Reader<boolean> = (value) => (TRUE.test(value) ? true : FALSE.test(value) ? false : undefined);
const oneOf = (choices: readonly string[]): Reader<string> => (value) => (choices.includes(value.toLowerCase()) ? value.toLowerCase() : undefined);
const nonEmpty: Reader<string> = (value) => value;
const postgresUrl: Reader<string> = (value) => {
  try {
    return ['postgres:', 'postgresql:'].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
};
const secret: Reader<string> = (value) => (value.length >= MIN_SECRET_LENGTH ? value : undefined);
const integrationsKey: Reader<string> = (value) => (integrationsKeyBytes(value) ? value : undefined);
const httpUrl: Reader<string> = (value) => {
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol) ? value : undefined;
  } catch {
    return undefined;
  }
};
const allowedHosts: Reader<string[]> = (value) => {
  if (value.toLowerCase() === 'none') return [];
  const entries = value.split(',').map((entry) => allowListEntry(entry));
  return entries.every((entry) => entry !== null) ? (entries as string[]) : undefined;
};
const directory: Reader<string> = (value) => {
  const resolved = path.resolve(value);
  return existsSync(resolved) && statSync(resolved).isDirectory() ? resolved : undefined;
};
/** `true`/`false`, or the proxies' addresses or networks (proxy-addr: IPs, CIDRs, loopback, linklocal, uniquelocal). */
const trustProxy: Reader<boolean | string> = (value) => {
  if (TRUE.test(value)) return true;
  if (FALSE.test(value)) return false;
  const entries = value.split(',').map((e) => e.trim());
  const valid = entries.every((entry) => {
    if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
    const [address, bits, ...rest] = entry.split('/');
    if (rest.length || !isIP(address)) return false;
    return bits === undefined || integer(0, isIP(address) === 4 ? 32 : 128)(bits) !== undefined;
  });
  return valid ? entries.join(',') : undefined;
};

/** The default allow-list (the emulators where they listen); a wrong emulator variable is a problem, named. */
function emulatorHostsOr(env: NodeJS.ProcessEnv, problems: string[]): string[] {
  try {
    return defaultAllowedHosts(env);
  } catch (error) {
    problems.push((error as Error).message);
    return [];
  }
}

/** What each variable accepts, as the message says it. */
const ACCEPTS = {
  PORT: 'a whole number from 0 to 65535',
  HOST: 'an interface address or host name',
  DATA_DIR: 'a directory path',
  DATABASE_URL: 'a postgres:// or postgresql:// connection string',
  JWT_SECRET: `a secret of at least ${MIN_SECRET_LENGTH} characters`,
  INTEGRATIONS_KEY: '32 random bytes as 64 hexadecimal digits or 43 base64url characters (e.g. `openssl rand -hex 32`)',
  INTEGRATIONS_KEY_PREVIOUS: 'the INTEGRATIONS_KEY being replaced, in the same form, while npm run secrets:reseal has not run',
  SEED_DEMO: 'true or false (also 1/0, yes/no, on/off)',
  LOG_LEVEL: LOG_LEVELS.join(', '),
  SCHEMAS_DIR: 'an existing directory',
  TOKEN_LIFETIME_SECONDS: 'a whole number of seconds from 60 to 31536000',
  SESSION_MAX_SECONDS: 'a whole number of seconds from 60 to 31536000',
  TRUST_PROXY: 'true, false, or the proxies\' addresses or networks, comma-separated (e.g. 10.0.0.0/8,127.0.0.1)',
  INTEGRATION_TIMEOUT_MS: 'a whole number of milliseconds from 50 to 120000',
  INTEGRATION_ALLOWED_HOSTS: 'host:port entries (or host:* for every port), comma-separated, e.g. 127.0.0.1:4010,corrigo.internal:8443; "none" for an empty list',
  OUTBOX_RETRY_BASE_MS: 'a whole number of milliseconds from 10 to 3600000',
  OUTBOX_POLL_MS: 'a whole number of milliseconds from 20 to 600000',
  FILES_STORAGE: 'disk or s3',
  FILES_MAX_BYTES: 'a whole number of bytes from 1024 to 104857600 (100 MB)',
  FILES_S3_BUCKET: 'a bucket name (required with FILES_STORAGE=s3)',
  FILES_S3_ENDPOINT: 'an http:// or https:// address of an S3-compatible service',
  FILES_S3_REGION: 'a region name',
  FILES_S3_ACCESS_KEY_ID: 'an access key id',
  FILES_S3_SECRET_ACCESS_KEY: 'a secret access key',
  FILES_S3_FORCE_PATH_STYLE: 'true or false',
  WORKERS: 'a whole number of server processes from 1 to 64; above 1 needs DATABASE_URL',
  DATABASE_CONNECTIONS: 'a whole number of PostgreSQL connections from 2 to 1000',
} as const;

/**
 * The secret kept in DATA_DIR under `name`, generated at first start. Several processes may
 * start at once on a fresh DATA_DIR: each writes its candidate to a file of its own and links it
 * into place, so the first link wins, the others read the winner's, and no one reads a file
 * half written.
 */
function keptSecret(dataDir: string, name: string, generate: () => string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const candidate = `${file}.${process.pid}.${randomBytes(6).toString('hex')}`;
  writeFileSync(candidate, generate(), { mode: 0o600 });
  try {
    linkSync(candidate, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(candidate);
  }
  return readFileSync(file, 'utf8').trim();
}

/** JWT_SECRET when set; otherwise one generated at first start and kept in DATA_DIR. */
const jwtSecretFor = (dataDir: string, fromEnv: string | undefined) =>
  fromEnv || keptSecret(dataDir, 'jwt-secret', () => randomBytes(48).toString('base64url'));

/** INTEGRATIONS_KEY when set; otherwise one generated at first start and kept in DATA_DIR. */
const integrationsKeyFor = (dataDir: string, fromEnv: string | undefined) =>
  fromEnv || keptSecret(dataDir, 'integrations-key', () => randomBytes(INTEGRATIONS_KEY_BYTES).toString('base64url'));

/** The variable behind each setting, which an override replaces unread. */
const ENV_NAME: Record<keyof ServerConfig, string> = {
  port: 'PORT',
  host: 'HOST',
  dataDir: 'DATA_DIR',
  databaseUrl: 'DATABASE_URL',
  jwtSecret: 'JWT_SECRET',
  integrationsKey: 'INTEGRATIONS_KEY',
  integrationsKeyPrevious: 'INTEGRATIONS_KEY_PREVIOUS',
  seedDemo: 'SEED_DEMO',
  logLevel: 'LOG_LEVEL',
  appDir: 'APP_DIR',
  schemasDir: 'SCHEMAS_DIR',
  tokenLifetimeSeconds: 'TOKEN_LIFETIME_SECONDS',
  sessionMaxSeconds: 'SESSION_MAX_SECONDS',
  trustProxy: 'TRUST_PROXY',
  integrationTimeoutMs: 'INTEGRATION_TIMEOUT_MS',
  integrationAllowedHosts: 'INTEGRATION_ALLOWED_HOSTS',
  outboxRetryBaseMs: 'OUTBOX_RETRY_BASE_MS',
  outboxPollMs: 'OUTBOX_POLL_MS',
  files: 'FILES_STORAGE',
  workers: 'WORKERS',
  databaseConnections: 'DATABASE_CONNECTIONS',
};

/**
 * The configuration from `env`; `overrides` (tests, the benchmark) replace variables and are
 * taken as given. Throws ConfigError naming every variable it cannot use.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<ServerConfig> = {}): ServerConfig {
  const problems: string[] = [];
  const overridden = new Set(Object.keys(overrides).map((key) => ENV_NAME[key as keyof ServerConfig]));
  function read<T>(name: keyof typeof ACCEPTS, reader: Reader<T>, fallback: T): T {
    const raw = overridden.has(name) ? undefined : env[name];
    if (raw === undefined || raw.trim() === '') return fallback;
    const value = reader(raw.trim());
    if (value === undefined) {
      const hidden = name === 'JWT_SECRET' || name === 'INTEGRATIONS_KEY' || name === 'INTEGRATIONS_KEY_PREVIOUS' || name === 'FILES_S3_SECRET_ACCESS_KEY';
      problems.push(`${name}=${hidden ? '(hidden)' : JSON.stringify(raw)} is not valid: use ${ACCEPTS[name]}.`);
      return fallback;
    }
    return value;
  }
  const config: Omit<ServerConfig, 'jwtSecret' | 'integrationsKey' | 'integrationsKeyPrevious'> = {
    port: read('PORT', integer(0, 65535), 3000),
    host: read('HOST', nonEmpty, '0.0.0.0'),
    dataDir: path.resolve(overrides.dataDir ?? read('DATA_DIR', nonEmpty, './data')),
    databaseUrl: read<string | null>('DATABASE_URL', postgresUrl, null),
    seedDemo: read('SEED_DEMO', boolean, true),
    logLevel: read('LOG_LEVEL', oneOf(LOG_LEVELS), 'info'),
    appDir: path.join(PROJECT_ROOT, 'dist'),
    schemasDir: read('SCHEMAS_DIR', directory, path.join(PROJECT_ROOT, 'schemas')),
    tokenLifetimeSeconds: read('TOKEN_LIFETIME_SECONDS', integer(60, 31_536_000), DEFAULT_TOKEN_LIFETIME_SECONDS),
    sessionMaxSeconds: read('SESSION_MAX_SECONDS', integer(60, 31_536_000), DEFAULT_SESSION_MAX_SECONDS),
    trustProxy: read('TRUST_PROXY', trustProxy, false),
    integrationTimeoutMs: read('INTEGRATION_TIMEOUT_MS', integer(50, 120_000), 10_000),
    integrationAllowedHosts: read('INTEGRATION_ALLOWED_HOSTS', allowedHosts, emulatorHostsOr(env, problems)),
    outboxRetryBaseMs: read('OUTBOX_RETRY_BASE_MS', integer(10, 3_600_000), 5_000),
    outboxPollMs: read('OUTBOX_POLL_MS', integer(20, 600_000), 2_000),
    files: { maxBytes: read('FILES_MAX_BYTES', integer(1024, 100 * 1024 * 1024), DEFAULT_FILE_MAX_BYTES), storage: { kind: 'disk' } },
    workers: read('WORKERS', integer(1, 64), 1),
    databaseConnections: read('DATABASE_CONNECTIONS', integer(2, 1000), DEFAULT_DATABASE_CONNECTIONS),
  };
  if (config.workers > 1 && !config.databaseUrl) {
    problems.push(`WORKERS=${config.workers} needs DATABASE_URL: PGlite, the database built in, runs inside one process. Set DATABASE_URL to a PostgreSQL server, or leave WORKERS at 1.`);
  }
  if (read('FILES_STORAGE', oneOf(['disk', 's3']), 'disk') === 's3') {
    const bucket = read<string | null>('FILES_S3_BUCKET', nonEmpty, null);
    if (!bucket) problems.push(`FILES_S3_BUCKET is not set: use ${ACCEPTS.FILES_S3_BUCKET}.`);
    config.files.storage = {
      kind: 's3',
      bucket: bucket ?? '',
      endpoint: read<string | null>('FILES_S3_ENDPOINT', httpUrl, null),
      region: read('FILES_S3_REGION', nonEmpty, 'us-east-1'),
      accessKeyId: read<string | null>('FILES_S3_ACCESS_KEY_ID', nonEmpty, null),
      secretAccessKey: read<string | null>('FILES_S3_SECRET_ACCESS_KEY', nonEmpty, null),
      forcePathStyle: read('FILES_S3_FORCE_PATH_STYLE', boolean, false),
    };
  }
  const envSecret = read<string | undefined>('JWT_SECRET', secret, undefined);
  const envIntegrationsKey = read<string | undefined>('INTEGRATIONS_KEY', integrationsKey, undefined);
  const integrationsKeyPrevious = read<string | null>('INTEGRATIONS_KEY_PREVIOUS', integrationsKey, null);
  if (problems.length) throw new ConfigError(problems);
  return {
    ...config,
    jwtSecret: overrides.jwtSecret ?? jwtSecretFor(config.dataDir, envSecret),
    integrationsKey: overrides.integrationsKey ?? integrationsKeyFor(config.dataDir, envIntegrationsKey),
    integrationsKeyPrevious,
    ...overrides,
  };
}
