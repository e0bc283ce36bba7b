/** Where the team leader board lives (spec §2.1 Management). */
export const TEAM_LEADER_PATH = '/management/teamLeader';
