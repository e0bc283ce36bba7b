/**
 * Authentication and authorisation for every API route.
 *
 * Secure by default: a route under /api is public only when it says `config: { public: true }`
 * (the API description under /api/docs is public too).
 * Every other route needs a valid bearer token (401 otherwise): signed, unexpired, its claims
 * of the right types, and issued after the user's tokens were last ended (a password change,
 * deactivation or role change; src/server/account/tokens.ts). The user behind it comes from the
 * principal cache (principalCache.ts), which is never stale: every change to what it holds, in
 * any server process, reaches it before a later request is served, so a deactivated user or a
 * changed role mapping takes effect at once. The route's `config.requires` is checked with the same rule the
 * browser uses (src/domain/access) before the request is validated or handled (403 otherwise,
 * with the route's `config.refusal` when it words the refusal itself). `config.requires` is the
 * only way a route is gated: the API description (plugins/docs.ts) states it for every route.
 * A route that serves many resources (the generic /api/v1/resources/:resource routes) names
 * its requirement per request with `config.requiresFor`, checked at the same point.
 */
import fastifyJwt from '@fastify/jwt';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { meets, type RouteRequirement } from '../../domain/access';
import type { SignedClaims } from '../account/tokens';
import { bearerToken, tokenVerifier, type TokenVerifier } from '../account/tokenVerifier';
import { forbidden, unauthorized } from '../errors';
import type { PrincipalCache } from './principalCache';
import { sessionOf, type Principal } from './principals';

export { loadAccount, loadPrincipal, principalOf, sessionOf, type Principal, type TokenSession } from './principals';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Reachable without a token. */
    public?: boolean;
    /** What the caller needs: a requirement, a list of which any one is enough, or a named rule of the domain. */
    requires?: RouteRequirement;
    /** The message of the 403 when the caller lacks `requires`, where the route words it itself. */
    refusal?: string;
    /** In place of `requires`: what this request needs (throws an ApiError for a request it cannot judge, such as an unknown resource). */
    requiresFor?: (request: FastifyRequest) => RouteRequirement;
  }
  interface FastifyInstance {
    /** The claims of a good access token, or null (account/tokenVerifier.ts). */
    verifiedClaims: TokenVerifier;
  }
  interface FastifyRequest {
    principal: Principal;
    /** When the caller's session signed in (seconds): refreshing never carries it past SESSION_MAX_SECONDS. */
    sessionStartedAt: number;
  }
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: Partial<SignedClaims>;
    user: Partial<SignedClaims>;
  }
}

export default fp(
  async function auth(app: FastifyInstance, options: { secret: string; principals: PrincipalCache }) {
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { algorithm: 'HS256' },
    });
    const verifiedClaims = tokenVerifier(options.secret);
    app.decorate('verifiedClaims', verifiedClaims);
    app.decorateRequest('principal', null as unknown as Principal);
    app.decorateRequest('sessionStartedAt', 0);

    const isProtected = (request: FastifyRequest) => {
      const url = request.routeOptions.url ?? '';
      return url.startsWith('/api/') && !url.startsWith('/api/docs') && !request.routeOptions.config.public;
    };

    app.addHook('onRequest', async (request) => {
      if (!isProtected(request)) return;
      const claims = verifiedClaims(bearerToken(request.headers.authorization));
      const session = claims && sessionOf(claims);
      if (!session) throw unauthorized();
      const principal = await options.principals.principalOf(session);
      if (!principal) throw unauthorized('Your session has ended. Please sign in again.');
      request.principal = principal;
      request.sessionStartedAt = session.startedAt;
    });

    app.addHook('preValidation', async (request) => {
      if (!isProtected(request)) return;
      const { requires, requiresFor, refusal } = request.routeOptions.config;
      if (!meets(request.principal, requiresFor ? requiresFor(request) : requires)) throw forbidden(refusal);
    });
  },
  { name: 'fielddesk-auth' },
);
