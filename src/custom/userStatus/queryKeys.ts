/** The react-query keys of the status picker: the statuses the signed-in user chooses from. */
export const userStatusKeys = {
  statuses: (userId: number | undefined) => ['userStatus', 'statuses', userId] as const,
};
