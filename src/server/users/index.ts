/** The users area: the list and lookups (routes.ts) and the administration of users (adminRoutes.ts). */
import { areaPlugin, type AreaApp } from '../http/areaApp';
import userAdminRoutes from './adminRoutes';
import userRoutes from './routes';

async function usersArea(app: AreaApp) {
  await app.register(userRoutes);
  await app.register(userAdminRoutes);
}

export default areaPlugin('users', usersArea);
