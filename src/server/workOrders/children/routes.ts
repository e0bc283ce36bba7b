/** The child collections of a work order, each under workOrders/{id}/{path}. */
import { registerChildCollection } from './collection';
import { equipmentTasks } from './equipmentTasks';
import { jobs } from './jobs';
import { materials } from './materials';
import { rateSheetStandardItems } from './rateSheetStandardItems';
import { standardItems } from './standardItems';
import { type AreaApp } from '../../http/areaApp';

export default async function workOrderChildRoutes(app: AreaApp) {
  registerChildCollection(app, materials);
  registerChildCollection(app, standardItems);
  registerChildCollection(app, rateSheetStandardItems);
  registerChildCollection(app, equipmentTasks);
  registerChildCollection(app, jobs);
}
