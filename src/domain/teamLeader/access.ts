/**
 * Who sees the team leader board (spec §2.1 /management/teamLeader, §6 module "Team Leader").
 * One rule for both sides: the browser shows the page and its menu entry, the server answers
 * the board. Read on the module is enough: the board only reads.
 */
import { meets, namedRules, needs, type AccessSubject } from '../access';
import { MODULES } from '../permissions/catalog';

export const TEAM_LEADER_RULES = namedRules({
  canReadTeamLeaderBoard: [needs.read(MODULES.TEAM_LEADER)],
});

/** What the page and its menu entry need. */
export const TEAM_LEADER_BOARD_REQUIRES = needs.read(MODULES.TEAM_LEADER);

export const canReadTeamLeaderBoard = (subject: AccessSubject) => meets(subject, TEAM_LEADER_RULES.canReadTeamLeaderBoard);
