import { sql } from 'kysely';
import { areaPlugin, type AreaApp } from '../http/areaApp';

async function healthRoutes(app: AreaApp) {
  app.get(
    '/api/health',
    {
      config: { public: true },
      schema: {
        summary: 'Liveness: the server answers and its database does too; how many hub clients this process holds',
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            properties: {
              status: { type: 'string' },
              db: { type: 'string', enum: ['pglite', 'postgres'] },
              hubConnections: { type: 'integer', description: 'Clients connected to the hubs of this server process' },
              warming: { type: 'boolean', description: 'This process is still compiling route schemas after its start; its first requests cost more' },
            },
          },
        },
      },
    },
    async () => {
      await sql`select 1`.execute(app.db);
      return { status: 'ok', db: app.dbKind, hubConnections: app.hubs.connectionCount(), warming: app.isWarming() };
    },
  );
}

export default areaPlugin('health', healthRoutes);
