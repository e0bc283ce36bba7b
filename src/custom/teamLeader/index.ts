/** The team leader board (spec §2.1 Management /management/teamLeader): the landing page of team leaders (§2.2). */
import SupervisorAccountOutlined from '@mui/icons-material/SupervisorAccountOutlined';
import { TEAM_LEADER_BOARD_REQUIRES } from '../../domain/teamLeader/access';
import { TEAM_LEADER_PATH } from '../../domain/teamLeader/paths';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const teamLeaderArea: AppArea = {
  name: 'teamLeader',
  routes: [
    {
      path: TEAM_LEADER_PATH,
      title: 'Team Leader',
      component: lazyArea('teamLeader', () => import('./TeamLeaderPage')),
      requires: TEAM_LEADER_BOARD_REQUIRES,
      menu: { label: 'Team Leader', icon: SupervisorAccountOutlined, group: 'management' },
      summary: 'Your technicians live: who is on site or en route, the order each is on, today’s visits, and orders that need a look.',
    },
  ],
};
