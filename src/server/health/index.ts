import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';

export default async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        tags: ['health'],
        summary: 'Liveness: the server answers and its database does too',
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            properties: { status: { type: 'string' }, db: { type: 'string', enum: ['pglite', 'postgres'] } },
          },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', db: app.dbKind };
    },
  );
}
