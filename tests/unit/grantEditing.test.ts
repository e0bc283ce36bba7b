import { describe, expect, it } from 'vitest';
import { sameGrants, withFunctionalityToggled, withRead, withWrite, type RoleGrant } from '../../src/custom/permissions/grantEditing';

const reports: RoleGrant = {
  moduleId: 10,
  moduleName: 'Reports',
  canRead: false,
  canWrite: false,
  functionalities: [],
  available: ['All Reports', 'All Sales Reports', 'Sales Reports'],
};

describe('editing a role grant', () => {
  it('grants read with write', () => {
    expect(withWrite(reports, true)).toMatchObject({ canRead: true, canWrite: true });
  });

  it('takes write and named permissions away with read', () => {
    const full = { ...reports, canRead: true, canWrite: true, functionalities: ['Sales Reports'] };
    expect(withRead(full, false)).toMatchObject({ canRead: false, canWrite: false, functionalities: [] });
    expect(withWrite(full, false)).toMatchObject({ canRead: true, canWrite: false, functionalities: ['Sales Reports'] });
  });

  it('grants read with a named permission and keeps catalogue order', () => {
    const once = withFunctionalityToggled(reports, 'Sales Reports');
    expect(once).toMatchObject({ canRead: true, functionalities: ['Sales Reports'] });
    expect(withFunctionalityToggled(once, 'All Reports').functionalities).toEqual(['All Reports', 'Sales Reports']);
    expect(withFunctionalityToggled(once, 'Sales Reports').functionalities).toEqual([]);
  });

  it('compares grants whatever the order of named permissions', () => {
    const a = { ...reports, canRead: true, functionalities: ['All Reports', 'Sales Reports'] };
    expect(sameGrants([a], [{ ...a, functionalities: ['Sales Reports', 'All Reports'] }])).toBe(true);
    expect(sameGrants([a], [{ ...a, canWrite: true }])).toBe(false);
  });
});
