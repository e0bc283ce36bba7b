/**
 * Authentication and authorisation for every API route.
 *
 * Secure by default: a route under /api is public only when it says `config: { public: true }`
 * (the API description under /api/docs is public too).
 * Every other route needs a valid bearer token (401 otherwise); the user behind it is loaded
 * from the database on each request (so a deactivated user or a changed role mapping takes
 * effect at once), and the route's `config.requires` is checked with the same rule the
 * browser uses (src/domain/access) before the handler runs (403 otherwise).
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import { meets, type AccessSubject, type PermissionGroup, type Requirement } from '../../domain/access';
import type { TokenClaims } from '../../domain/session';
import type { Database } from '../db/schema';
import { forbidden, unauthorized } from '../errors';
import { timeZoneOrFallback } from '../http/timeZone';
import { loadPermissionGroups } from '../permissions/repository';
import { SINGLETON_ID } from '../resources/seed';

export interface Principal extends AccessSubject {
  subscriberId: number;
  userId: number;
  userName: string;
  roleIds: number[];
  roles: string[];
  groups: PermissionGroup[];
  /** The subscriber's time zone: every date-time the API answers or reads is its wall clock. */
  timeZone: string;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** What the caller needs; several means any one of them is enough. */
    requires?: Requirement | Requirement[];
  }
  interface FastifyRequest {
    principal: Principal;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Partial<TokenClaims>;
    user: Partial<TokenClaims>;
  }
}

export async function loadPrincipal(db: Kysely<Database>, subscriberId: number, userId: number): Promise<Principal | null> {
  const user = await db
    .selectFrom('users as u')
    .leftJoin('subscriber_settings as s', (j) => j.onRef('s.subscriber_id', '=', 'u.subscriber_id').on('s.id', '=', SINGLETON_ID))
    .select(['u.user_name', 's.time_zone'])
    .where('u.id', '=', userId)
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true)
    .executeTakeFirst();
  if (!user) return null;
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', userId)
    .orderBy('roles.id')
    .execute();
  const roleIds = roles.map((r) => r.id);
  return {
    subscriberId,
    userId,
    userName: user.user_name,
    roleIds,
    roles: roles.map((r) => r.name),
    groups: await loadPermissionGroups(db, subscriberId, roleIds),
    timeZone: timeZoneOrFallback(user.time_zone),
  };
}

const positiveInt = (value: unknown): number | null => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

export default fp(
  async function auth(app: FastifyInstance, options: { db: Kysely<Database>; secret: string }) {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
      verify: { algorithms: ['HS256'], requiredClaims: ['exp', 'iat', 'nbf', 'subscriberId', 'unique_name'] },
    });
    app.decorateRequest('principal', null as unknown as Principal);

    const isProtected = (request: FastifyRequest) => {
      const url = request.routeOptions.url ?? '';
      return url.startsWith('/api/') && !url.startsWith('/api/docs') && !request.routeOptions.config.public;
    };

    app.addHook('onRequest', async (request) => {
      if (!isProtected(request)) return;
      let claims: Partial<TokenClaims>;
      try {
        claims = await request.jwtVerify<Partial<TokenClaims>>();
      } catch {
        throw unauthorized();
      }
      const subscriberId = positiveInt(claims.subscriberId);
      const userId = positiveInt(claims.unique_name);
      if (!subscriberId || !userId) throw unauthorized();
      const principal = await loadPrincipal(options.db, subscriberId, userId);
      if (!principal) throw unauthorized('Your account is not active. Please sign in again.');
      request.principal = principal;
    });

    app.addHook('preValidation', async (request) => {
      if (!isProtected(request)) return;
      if (!meets(request.principal, request.routeOptions.config.requires)) throw forbidden();
    });
  },
  { name: 'fielddesk-auth' },
);
