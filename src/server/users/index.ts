/** The users area: the list and lookups (routes.ts) and the administration of users (adminRoutes.ts). */
import type { FastifyInstance } from 'fastify';
import userAdminRoutes from './adminRoutes';
import userRoutes from './routes';

export default async function usersArea(app: FastifyInstance): Promise<void> {
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
}
