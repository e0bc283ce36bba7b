/**
 * More subscribers for tenancy tests: their users sign in with OTHER_PASSWORD.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber, type NewUser } from '../../src/server/seed/tenants';

export const OTHER_PASSWORD = 'other-tenant-pass';

async function seedTenant(db: Kysely<Database>, name: string, users: Array<Omit<NewUser, 'passwordHash'>>) {
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  return createSubscriber(db, { name, setupFlags: { hasCustomer: true }, users: users.map((user) => ({ ...user, passwordHash })) });
}

/** A second subscriber, "Bayside Refrigeration", with a super admin and a technician. */
export const seedOtherTenant = (db: Kysely<Database>) =>
  seedTenant(db, 'Bayside Refrigeration', [
    { userName: 'bayside-superadmin', firstName: 'Bea', lastName: 'Side', email: 'bea@bayside.example', roles: ['Super Admin'] },
    { userName: 'bayside-technician', firstName: 'Ted', lastName: 'Shore', email: 'ted@bayside.example', roles: ['Technician'] },
  ]);

/** A third subscriber whose user list the user-administration tests may grow freely. */
export const seedUserAdminTenant = (db: Kysely<Database>) =>
  seedTenant(db, 'Crestline Heating & Cooling', [
    { userName: 'crestline-superadmin', firstName: 'Cal', lastName: 'Crest', email: 'cal@crestline.example', roles: ['Super Admin'] },
  ]);
