/**
 * A second subscriber for tenancy tests: its users sign in with OTHER_PASSWORD.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber } from '../../src/server/seed/tenants';

export const OTHER_PASSWORD = 'other-tenant-pass';

export async function seedOtherTenant(db: Kysely<Database>) {
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  return createSubscriber(db, {
    name: 'Bayside Refrigeration',
    setupFlags: { hasCustomer: true },
    users: [
      { userName: 'bayside-superadmin', firstName: 'Bea', lastName: 'Side', email: 'bea@bayside.example', roles: ['Super Admin'], passwordHash },
      { userName: 'bayside-technician', firstName: 'Ted', lastName: 'Shore', email: 'ted@bayside.example', roles: ['Technician'], passwordHash },
    ],
  });
}

/** A third subscriber whose user list the user-administration tests may grow freely. */
export async function seedUserAdminTenant(db: Kysely<Database>) {
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  return createSubscriber(db, {
    name: 'Crestline Heating & Cooling',
    setupFlags: { hasCustomer: true },
    users: [
      { userName: 'crestline-superadmin', firstName: 'Cal', lastName: 'Crest', email: 'cal@crestline.example', roles: ['Super Admin'], passwordHash },
    ],
  });
}
