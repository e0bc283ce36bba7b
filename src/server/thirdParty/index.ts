/**
 * Third-party work-order networks (issue 10): the credentials of Third Party Settings and the
 * Corrigo wizard's calls (CorrigoWorkOrders/*). The networks' wire formats live in
 * src/server/integrations/<network>.
 */
import { areaPlugin, type AreaApp } from '../http/areaApp';
import corrigoLinkedRoute from './corrigoLinkedRoute';
import corrigoRoutes from './corrigoRoutes';
import thirdPartySettingsRoutes from './settingsRoutes';

async function thirdPartyRoutes(app: AreaApp) {
  await app.register(thirdPartySettingsRoutes);
  await app.register(corrigoRoutes);
  await app.register(corrigoLinkedRoute);
}

export default areaPlugin('thirdParty', thirdPartyRoutes);
