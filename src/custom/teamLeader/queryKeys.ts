/** The react-query keys of the team leader board; every key starts with the area's prefix. */
export const teamLeaderKeys = {
  all: ['teamLeader'] as const,
  /** The board of the signed-in user's subscriber (the key ends with the user, so one user's board is never another's). */
  board: (userId: number | undefined) => ['teamLeader', 'board', userId] as const,
};
