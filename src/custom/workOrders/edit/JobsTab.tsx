import { useState } from 'react';
import { useSession } from '../../../ui/session/sessionStore';
import { toast } from '../../../ui/notifications/toastStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import { jobsApi, type JobBody, type JobRow } from '../childrenApi';
import { AddItemButton } from '../items/AddItemButton';
import type { ItemColumn } from '../items/ItemList';
import { ItemsTab } from '../items/ItemsTab';
import { useItems } from '../items/useItems';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import { JobDialog } from './JobDialog';

const COLUMNS: ItemColumn<JobRow>[] = [
  { title: 'Job Area', value: (j) => j.jobArea },
  { title: 'Job Status', value: (j) => j.jobStatus },
  { title: 'Crew Member', value: (j) => j.crewMember },
  { title: 'Scheduled', value: (j) => (j.scheduledDate ? formatCell('date', j.scheduledDate) : null), nowrap: true },
  { title: 'Description', value: (j) => j.description },
];

/** The jobs of a larger order (areas, crews, permits): spec §7.1 WorkOrderJobs. */
export function JobsTab({ order }: { order: WorkOrder }) {
  const session = useSession();
  const lookups = useWorkOrderLookups();
  const items = useItems(order.id, 'jobs', jobsApi.list);
  const [adding, setAdding] = useState(false);
  const mayWork = session ? canWorkOnWorkOrders(session.subject) : false;

  const add = async (job: JobBody) => {
    await jobsApi.create(order.id, job);
    toast.success('Job added.');
    setAdding(false);
    items.reload();
  };

  return (
    <ItemsTab
      title="Jobs"
      subtitle="Parts of the work by area, crew and date."
      actions={mayWork && <AddItemButton label="Add Job" onClick={() => setAdding(true)} />}
      items={items}
      columns={COLUMNS}
      rowKey={(j) => j.id}
      emptyText="No jobs on this work order yet."
      deletion={mayWork ? { what: () => 'this job', remove: (j) => jobsApi.remove(order.id, j) } : undefined}
    >
      {mayWork && <JobDialog open={adding} lookups={lookups} onClose={() => setAdding(false)} onSave={add} />}
    </ItemsTab>
  );
}
