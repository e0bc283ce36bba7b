import { StartStopButton } from '../../timeTracking/StartStopButton';
import { MY_WORK_ORDERS } from './myWorkOrdersTexts';
import { WorkOrderGrid } from './WorkOrderGrid';

/** My Work Orders on a larger screen: the work-order grid with Start / Stop on each row. */
export default function MyWorkOrdersGrid() {
  return (
    <WorkOrderGrid
      grid="woMy"
      title={MY_WORK_ORDERS.title}
      subtitle={MY_WORK_ORDERS.subtitle}
      rowActionsTitle="Start / Stop"
      rowActions={(row, reload) => (
        <StartStopButton workOrderId={row.id} workOrderNumber={row.displayNumber} isClockedIn={row.isOpenLaborMine} onComplete={reload} />
      )}
    />
  );
}
