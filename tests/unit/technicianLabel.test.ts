import { describe, expect, it } from 'vitest';
import { FIELD_ROLES, ROLE_ID, technicianLabel } from '../../src/domain/permissions/roles';

describe('technicianLabel (the Technicians field of the work-order form)', () => {
  it('shows the person with their field roles', () => {
    expect(technicianLabel({ name: 'Tyler Brooks', roles: ['Technician'] })).toBe('Tyler Brooks — Technician');
    expect(technicianLabel({ name: 'Marcus Reed', roles: ['Team Leader', 'Plumber'] })).toBe('Marcus Reed — Team Leader, Plumber');
  });

  it('the field roles are roles of FieldDesk, and office roles are not among them', () => {
    expect(Object.keys(ROLE_ID)).toEqual(expect.arrayContaining([...FIELD_ROLES]));
    expect(FIELD_ROLES).not.toContain('Accounting');
    expect(FIELD_ROLES).not.toContain('Customer');
  });
});
