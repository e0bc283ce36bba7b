/**
 * The react-query keys of the users screens. What the signed-in user may see or grant is keyed
 * by that user, so another sign-in in the same page load never shows the previous answer.
 */
export const userKeys = {
  /** The roles to choose from; the permission catalogue's names when the viewer may read it. */
  roles: (viewerId: number | undefined, readsCatalog: boolean) => ['users', 'roles', viewerId, readsCatalog] as const,
  /** The roles the editor may grant. */
  grantableRoles: (editorId: number | undefined) => ['users', 'grantableRoles', editorId] as const,
  /** A user's permissions, which decide whether the editor may change the user. */
  permissions: (userId: number) => ['users', userId, 'permissions'] as const,
  employeeTypes: (userId: number) => ['users', userId, 'employeeTypes'] as const,
};
