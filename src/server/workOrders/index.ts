/**
 * Work orders: grids, one order, create and update, sub work orders, child records, labor (its clock-time reviews),
 * status history, signature and sign-off, jobs, the forms' choices and the technician's picker (spec §2.1, §3.6, §7.1, §7.2).
 */
import { areaPlugin, type AreaApp } from '../http/areaApp';
import workOrderChildRoutes from './children/routes';
import laborRoutes from './labors';
import laborReviewRoutes from './laborReviews';
import workOrderListRoutes from './list';
import workOrderLookupRoutes from './lookups';
import workOrderReadRoutes from './read';
import signatureRoutes from './signature';
import signOffRoutes from './signOffs';
import signOffWorkRoutes from './signOffWork';
import statusHistoryRoutes from './statusHistory';
import subWorkOrderRoutes from './subWorkOrders';
import technicianPickerRoutes from './technicianPicker';
import workOrderJobRoutes from './workOrderJobs';
import workOrderWriteRoutes from './write';

async function workOrderRoutes(app: AreaApp) {
  await app.register(workOrderListRoutes);
  await app.register(workOrderLookupRoutes);
  await app.register(workOrderReadRoutes);
  await app.register(workOrderWriteRoutes);
  await app.register(subWorkOrderRoutes);
  await app.register(statusHistoryRoutes);
  await app.register(workOrderChildRoutes);
  await app.register(laborRoutes);
  await app.register(laborReviewRoutes);
  await app.register(signatureRoutes);
  await app.register(signOffRoutes);
  await app.register(signOffWorkRoutes);
  await app.register(workOrderJobRoutes);
  await app.register(technicianPickerRoutes);
}

export default areaPlugin('workOrders', workOrderRoutes);
