/** The react-query keys of the permissions screen: the catalogue of roles and modules, and each role's grants. */
export const permissionKeys = {
  catalog: () => ['permissions', 'catalog'] as const,
  grants: (roleId: number | null) => ['permissions', 'roles', roleId, 'grants'] as const,
};
