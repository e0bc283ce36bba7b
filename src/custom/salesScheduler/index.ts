/** The sales scheduler (spec §2.1 /sales/scheduler): the sales team's calendar of actions and appointments. */
import EventNoteOutlined from '@mui/icons-material/EventNoteOutlined';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { SALES_SCHEDULER_PATH } from '../../domain/salesScheduler/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const salesSchedulerArea: AppArea = {
  name: 'salesScheduler',
  routes: [
    {
      path: SALES_SCHEDULER_PATH,
      title: 'Sales Scheduler',
      component: lazyArea('salesScheduler', () => import('./SalesSchedulerPage')),
      requires: needs.read(MODULES.SALES_SCHEDULER),
      menu: { label: 'Sales Scheduler', icon: EventNoteOutlined, group: 'sales' },
      summary: "The sales team's calendar: visits, calls and appointments, one colour per sales person, with repeating actions.",
    },
  ],
};
