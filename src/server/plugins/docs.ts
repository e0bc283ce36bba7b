/**
 * OpenAPI description of every route, served at /api/docs (UI) and /api/docs/json.
 *
 * Every operation states what it needs, from the same `config` the auth plugin checks: the
 * `x-requires` extension ("public", "signed in", or the route's requirement as data), a
 * sentence in its description, and `security` (none for public routes). Shared schemas
 * (the error answers of http/responses.ts) appear under components.schemas by their $id.
 */
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyContextConfig, FastifyInstance, FastifySchema } from 'fastify';
import type { Requirement, RouteRequirement } from '../../domain/access';

const describeOne = (requirement: Requirement): string =>
  'functionality' in requirement
    ? `the "${requirement.functionality}" permission${requirement.module ? ` of ${requirement.module}` : ''}`
    : `${requirement.access} access to ${requirement.module}`;

/** The requirement in words: "Needs write access to Work Orders and the ... permission of Work Orders (canEditWorkOrders)." */
export function describeRequirement(requires: RouteRequirement | undefined): string {
  if (!requires || (Array.isArray(requires) && requires.length === 0)) return 'Needs a signed-in user.';
  if (Array.isArray(requires)) return `Needs one of: ${requires.map(describeOne).join('; ')}.`;
  if ('all' in requires) return `Needs ${requires.all.map(describeOne).join(' and ')} (${requires.rule}).`;
  return `Needs ${describeOne(requires)}.`;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The fields of a multipart/form-data body that the route reads itself (request.parts(), the
     * files routes): stated in the docs as the request body; Fastify does not validate it.
     */
    multipartBody?: Record<string, unknown>;
  }
}

type DescribedSchema = FastifySchema & { description?: string; security?: unknown[]; 'x-requires'?: unknown };

/** The route's schema with what it needs stated; the route's own schema object is left as it is. */
export function withRequirement(schema: FastifySchema | undefined, config: FastifyContextConfig | undefined): DescribedSchema {
  const own = (schema ?? {}) as DescribedSchema;
  const isPublic = Boolean(config?.public);
  const sentence = isPublic ? 'Public: needs no token.' : describeRequirement(config?.requires);
  return {
    ...own,
    ...(config?.multipartBody ? { body: { content: { 'multipart/form-data': { schema: config.multipartBody } } } } : {}),
    description: own.description ? `${own.description}\n\n${sentence}` : sentence,
    security: isPublic ? [] : [{ bearerAuth: [] }],
    'x-requires': isPublic ? 'public' : (config?.requires ?? 'signed in'),
  };
}

/** `morePaths`: operations served by routes hidden from the description (the generic resource routes, resources/apiDocs.ts). */
export async function registerApiDocs(app: FastifyInstance, morePaths: () => Record<string, object> = () => ({})): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'FieldDesk API',
        description: 'Field-service and work-order management. Paths under /api/v1 follow the product specification.',
        version: '1.0.0',
      },
      components: {
        securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
      },
      security: [{ bearerAuth: [] }],
    },
    refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => String(json.$id ?? `def-${i}`) },
    transform: ({ schema, url, route }) => ({ url, schema: withRequirement(schema, route.config) }),
    transformObject: (document) => {
      const openapi = 'openapiObject' in document ? document.openapiObject : document.swaggerObject;
      return { ...openapi, paths: { ...openapi.paths, ...morePaths() } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list', deepLinking: false },
  });
}
