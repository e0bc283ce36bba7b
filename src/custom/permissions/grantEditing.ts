/**
 * Editing one role's module grant on the /permissions screen. Write implies read; taking
 * read away takes write and the named permissions with it (the server refuses either
 * without read); granting a named permission grants read.
 */
export interface RoleGrant {
  moduleId: number;
  moduleName: string;
  canRead: boolean;
  canWrite: boolean;
  functionalities: string[];
  /** The module's named permissions, in catalogue order. */
  available: string[];
}

export const withRead = (grant: RoleGrant, on: boolean): RoleGrant =>
  on ? { ...grant, canRead: true } : { ...grant, canRead: false, canWrite: false, functionalities: [] };

export const withWrite = (grant: RoleGrant, on: boolean): RoleGrant =>
  on ? { ...grant, canRead: true, canWrite: true } : { ...grant, canWrite: false };

export function withFunctionalityToggled(grant: RoleGrant, name: string): RoleGrant {
  if (grant.functionalities.includes(name)) {
    return { ...grant, functionalities: grant.functionalities.filter((f) => f !== name) };
  }
  const granted = new Set([...grant.functionalities, name]);
  return { ...grant, canRead: true, functionalities: grant.available.filter((f) => granted.has(f)) };
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

export const sameGrants = (a: readonly RoleGrant[], b: readonly RoleGrant[]): boolean =>
  a.length === b.length &&
  a.every((grant) => {
    const other = b.find((g) => g.moduleId === grant.moduleId);
    return (
      other !== undefined &&
      other.canRead === grant.canRead &&
      other.canWrite === grant.canWrite &&
      sameSet(other.functionalities, grant.functionalities)
    );
  });

export function grantCounts(grants: readonly RoleGrant[]) {
  return {
    readable: grants.filter((g) => g.canRead).length,
    writable: grants.filter((g) => g.canWrite).length,
    named: grants.reduce((sum, g) => sum + g.functionalities.length, 0),
  };
}
