import { StartStopButton } from '../../timeTracking/StartStopButton';
import { WorkOrderGrid } from './WorkOrderGrid';

/** /workOrder/mine: the open orders assigned to the user, each with its Start or Stop button. */
export default function MyWorkOrdersPage() {
  return (
    <WorkOrderGrid
      grid="woMy"
      title="My Work Orders"
      subtitle="The open work orders assigned to you. Start one when you set off, stop it when you are done."
      rowActionsTitle="Start / Stop"
      rowActions={(row, reload) => (
        <StartStopButton workOrderId={row.id} workOrderNumber={row.displayNumber} isClockedIn={row.isOpenLaborMine} onComplete={reload} />
      )}
    />
  );
}
