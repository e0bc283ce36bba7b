/**
 * The team leader board (spec §2.1 /management/teamLeader, §6 module "Team Leader", §7.4): one
 * read of the caller's subscriber, the tenant taken from the token. Open boards read it again
 * when TeamLeaderHub pushes `gridUpdate` with the context "tl" (users/userStatusChange.ts).
 */
import { TEAM_LEADER_BOARD_SCHEMA } from '../../domain/teamLeader/responses';
import { TEAM_LEADER_RULES } from '../../domain/teamLeader/access';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { teamLeaderBoard } from './board';

async function teamLeaderRoutes(app: AreaApp) {
  app.get(
    '/api/v1/teamLeader/board',
    {
      config: { requires: TEAM_LEADER_RULES.canReadTeamLeaderBoard },
      schema: {
        summary: "The team leader board: every field technician's status, the order they are clocked in on and today's visits, and the orders that need attention",
        response: { 200: TEAM_LEADER_BOARD_SCHEMA },
      },
    },
    async (request) => teamLeaderBoard(app.db, request.principal),
  );
}

export default areaPlugin('teamLeader', teamLeaderRoutes);
