/**
 * Builds the FieldDesk server: one Fastify instance serving /api, /hubs and the app.
 */
import { AjvCompiler, type ValidatorFactory } from '@fastify/ajv-compiler';
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import Fastify, { type FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import account from './account';
import { maintainWhenIdle } from './db/maintenance';
import type { ServerConfig } from './config';
import type { DatabaseHandle, DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import files from './files';
import { localBroker, postgresBroker, type HubBroker } from './hubs/broker';
import health from './health';
import hubs from './hubs';
import { lazySchemaCompilers } from './http/lazySchemaCompilers';
import { withStandardRefusals } from './http/responses';
import { loggerOptions, type LogDestination } from './logging';
import permissions from './permissions';
import { resourceApiPaths } from './resources/apiDocs';
import { registerResourceEngine } from './resources/engine';
import type { ResourceRegistry } from './resources/registry';
import { registerAppHosting } from './plugins/appHosting';
import { registerCompression } from './plugins/compression';
import auth from './plugins/auth';
import { principalCache, type PrincipalCache } from './plugins/principalCache';
import { registerApiDocs } from './plugins/docs';
import { registerErrorHandling } from './plugins/errors';
import { registerSecurityHeaders } from './plugins/security';
import salesScheduler from './salesScheduler';
import scheduling from './scheduling';
import serviceChannel from './serviceChannel';
import teamLeader from './teamLeader';
import thirdParty from './thirdParty';
import timeTracking from './timeTracking';
import users from './users';
import userStatus from './userStatus';
import workOrders from './workOrders';

/** The hand-written areas, each one Fastify plugin exported by `src/server/<area>/index.ts`. */
const AREAS = [health, account, userStatus, users, permissions, hubs, workOrders, scheduling, timeTracking, salesScheduler, teamLeader, thirdParty, serviceChannel, files];

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
    dbKind: DatabaseKind;
    config: ServerConfig;
    /** Carries hub events and database notifications between the server processes (hubs/broker.ts). */
    broker: HubBroker;
    /** The principals of recent requests, never stale (plugins/principalCache.ts); the hubs judge audiences with it. */
    principals: PrincipalCache;
    /** The generated resources (schemas/): the permissions screen lists each module's. */
    resources: ResourceRegistry;
    /** Compiles the route schemas not used yet (http/lazySchemaCompilers.ts); the server starts it once listening. */
    compileRemainingSchemas(): Promise<void>;
    /** True until every route's schemas are compiled: the first requests to a warming server cost it more. */
    isWarming(): boolean;
  }
}

const ajvPool = AjvCompiler();

/**
 * Path and query parameters arrive as text, so their validators turn "12" into 12. A JSON body
 * already has types: its validator converts nothing, so `"userName": ["technician"]` or
 * `"version": "3"` is a 400 naming the field rather than a silently changed value.
 */
const buildValidator = ((externalSchemas: Parameters<typeof ajvPool>[0], options?: Parameters<typeof ajvPool>[1]) => {
  type RouteCompiler = (route: { httpPart?: string }) => unknown;
  const coercing = ajvPool(externalSchemas, options) as unknown as RouteCompiler;
  const strict = ajvPool(externalSchemas, {
    ...options,
    customOptions: { ...options?.customOptions, coerceTypes: false },
  } as never) as unknown as RouteCompiler;
  return ((route: { httpPart?: string }) => (route.httpPart === 'body' ? strict : coercing)(route)) as never;
}) as ValidatorFactory;

export async function buildApp(
  config: ServerConfig,
  database: Pick<DatabaseHandle, 'db' | 'kind' | 'listen'>,
  registry: ResourceRegistry,
  logDestination?: LogDestination,
): Promise<FastifyInstance> {
  const schemas = lazySchemaCompilers();
  const app = Fastify({
    logger: loggerOptions(config.logLevel, logDestination),
    trustProxy: config.trustProxy,
    ajv: { customOptions: { allErrors: true } },
    schemaController: { compilersFactory: { buildValidator: schemas.deferring(buildValidator), buildSerializer: schemas.deferring(SerializerSelector()) } },
  });
  app.decorate('compileRemainingSchemas', schemas.compileRemaining);
  app.decorate('isWarming', () => schemas.pendingCount() > 0);
  app.addHook('onListen', () => {
    schemas.compileRemaining().catch((error: unknown) => app.log.error({ err: error }, 'A route schema does not compile'));
  });
  app.decorate('db', database.db);
  app.decorate('dbKind', database.kind);
  app.decorate('config', config);
  app.decorate('resources', registry);

  registerErrorHandling(app);
  await registerSecurityHeaders(app);
  await registerCompression(app); // before every route and the static hosting, so it covers them
  app.addHook('onRoute', withStandardRefusals);
  await registerApiDocs(app, () => resourceApiPaths(registry));
  const broker = config.databaseUrl
    ? await postgresBroker(database.db, config.databaseUrl, (error) => app.log.error({ err: error }, 'broker'))
    : localBroker(database.listen && { listen: database.listen });
  app.decorate('broker', broker);
  if (database.kind === 'pglite') maintainWhenIdle(app, database.db);
  app.addHook('onClose', () => broker.close());
  const principals = await principalCache(database.db, broker);
  app.decorate('principals', principals);
  await app.register(auth, { secret: config.jwtSecret, principals });

  for (const area of AREAS) await app.register(area);
  await app.register(async (scope) => registerResourceEngine(scope, registry));

  await registerAppHosting(app, config.appDir);
  return app;
}
