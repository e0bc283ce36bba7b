/**
 * What every hand-written area shares on the server.
 *
 * `areaPlugin(tag, register)` makes an area's Fastify plugin: its routes (and those of the
 * plugins it registers) take their request types from the domain schemas through the type
 * provider, and /api/docs lists them under the area's tag. A route file of the area is a
 * plugin over `AreaApp`: `export default async function xRoutes(app: AreaApp) {...}`.
 */
import type { JsonSchemaToTsProvider } from '@fastify/type-provider-json-schema-to-ts';
import type { FastifyBaseLogger, FastifyInstance, RawReplyDefaultExpression, RawRequestDefaultExpression, RawServerDefault } from 'fastify';

export type AreaApp = FastifyInstance<RawServerDefault, RawRequestDefaultExpression, RawReplyDefaultExpression, FastifyBaseLogger, JsonSchemaToTsProvider>;

export function areaPlugin(tag: string, register: (app: AreaApp) => Promise<void>) {
  return async function area(server: FastifyInstance) {
    const app = server.withTypeProvider<JsonSchemaToTsProvider>();
    app.addHook('onRoute', (route) => {
      route.schema = { tags: [tag], ...route.schema };
    });
    await register(app);
  };
}
