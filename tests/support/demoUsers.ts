/**
 * Users of the demo tenant that one test file alone knows: created through the API as the demo
 * admin, so a file can schedule, clock in or reassign them while no other file touches them.
 */
import { ROLE_ID, type RoleName } from '../../src/domain/permissions/roles';
import { DEMO_PASSWORD, call, tokenFor } from './api';

let made = 0;

export interface DemoUser {
  id: number;
  userName: string;
  token: string;
  /** "First Last" as lists show it. */
  name: string;
}

/** A new active demo-tenant user with `roles`, signed in; `firstName` decides where name-sorted lists show them. */
export async function freshDemoUser(label: string, roles: RoleName[] = ['Technician'], firstName = 'Sched'): Promise<DemoUser> {
  const admin = await tokenFor('admin');
  const userName = `${label}.${process.pid}.${++made}`;
  const answer = await call('POST', '/api/v1/users', {
    token: admin,
    body: { userName, firstName, lastName: label, email: `${userName}@summit.example`, roleIds: roles.map((role) => ROLE_ID[role]), password: DEMO_PASSWORD },
  });
  if (answer.status !== 201) throw new Error(`Creating the user ${userName} answered ${answer.status}: ${answer.text}`);
  return { id: answer.body.id, userName, token: await tokenFor(userName), name: `${firstName} ${label}` };
}
