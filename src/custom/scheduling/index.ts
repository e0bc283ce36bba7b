/** The schedule's pages (spec §2.1, issue 9): the dispatch board and a technician's day. The work order's Schedule tab is WorkOrderScheduleTab. */
import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import RouteOutlined from '@mui/icons-material/RouteOutlined';
import { DISPATCH_BOARD_REQUIRES, TECH_ROUTE_REQUIRES } from '../../domain/scheduling/access';
import { DISPATCH_PATH, TECH_ROUTE_PATH } from '../../domain/scheduling/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const schedulingArea: AppArea = {
  name: 'scheduling',
  routes: [
    {
      path: DISPATCH_PATH,
      title: 'Dispatch Schedule',
      component: lazyArea('dispatch', () => import('./DispatchPage')),
      requires: DISPATCH_BOARD_REQUIRES,
      menu: { label: 'Dispatch Schedule', icon: CalendarMonthOutlined, group: 'management' },
      summary: "Who goes where and when: every technician's visits by day, week, month or timeline, live.",
    },
    {
      path: TECH_ROUTE_PATH,
      title: 'My Route',
      component: lazyArea('techRoute', () => import('./TechRoutePage')),
      requires: TECH_ROUTE_REQUIRES,
      menu: { label: 'My Route', icon: RouteOutlined, group: 'workOrders' },
      summary: "Today's visits in order, with directions, distances and Start / Stop.",
    },
  ],
};
