/**
 * Users that one test alone knows: created through the API in the Crestline tenant (whose user
 * list tests may grow freely; the demo tenant's list is fixed), so a test can deactivate, lock
 * out, re-role, schedule or clock in its user while no other file signs in as it or counts it.
 */
import { ROLE_ID, type RoleName } from '../../src/domain/permissions/roles';
import { call, tokenFor } from './api';
import { OTHER_PASSWORD } from './otherTenant';

export const FRESH_PASSWORD = 'fresh-user-password';
let created = 0;

export interface FreshUser {
  id: number;
  userName: string;
  token: string;
  /** "First Last" as lists show it. */
  name: string;
}

/** A new active user with `roles`, signed in. `label` names the test it belongs to; `firstName` decides where name-sorted lists show them. */
export async function freshUser(label: string, roles: RoleName[], firstName = 'Fresh'): Promise<FreshUser> {
  const admin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
  const userName = `${label}.${process.pid}.${++created}`;
  const answer = await call('POST', '/api/v1/users', {
    token: admin,
    body: { userName, firstName, lastName: label, email: `${userName}@crestline.example`, roleIds: roles.map((role) => ROLE_ID[role]), password: FRESH_PASSWORD },
  });
  if (answer.status !== 201) throw new Error(`Creating the user ${userName} answered ${answer.status}: ${answer.text}`);
  return { id: answer.body.id, userName, token: await tokenFor(userName, FRESH_PASSWORD), name: `${firstName} ${label}` };
}
