import { WorkOrderGrid } from './WorkOrderGrid';

/** /workOrder/history: completed, billed and cancelled orders (WorkOrder History). */
export default function WorkOrderHistoryPage() {
  return <WorkOrderGrid grid="hist" title="Work Order History" subtitle="Completed, billed, invoiced, cancelled and duplicate work orders." />;
}
