import { WorkOrderGrid } from './WorkOrderGrid';

/** /workOrder/all: every open work order of the company (All WorkOrders). */
export default function AllWorkOrdersPage() {
  return <WorkOrderGrid grid="woAll" title="All Work Orders" subtitle="Every open work order of your company." />;
}
