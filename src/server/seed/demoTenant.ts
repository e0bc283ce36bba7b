/**
 * The demo tenant a new installation starts with: one subscriber and one user per role,
 * each signing in with the role name lower-cased without spaces and DEMO_PASSWORD.
 * Seeded once: a restart finds the demo subscriber and leaves it alone.
 */
import type { Kysely } from 'kysely';
import { ROLES, demoUserNameOf, type RoleName } from '../../domain/permissions/roles';
import { hashPassword } from '../account/passwords';
import type { Database } from '../db/schema';
import { createSubscriber, type NewUser } from './tenants';

export const DEMO_SUBSCRIBER_NAME = 'Summit Mechanical Services';
export const DEMO_PASSWORD = 'fielddesk-demo';

const PEOPLE: Record<RoleName, [string, string]> = {
  Accounting: ['Alicia', 'Moreno'],
  'Team Leader': ['Marcus', 'Reed'],
  Admin: ['Dana', 'Whitfield'],
  Technician: ['Tyler', 'Brooks'],
  'Super Admin': ['Sam', 'Okafor'],
  'Filtration Installer': ['Felix', 'Grant'],
  'Sales Person': ['Sofia', 'Patel'],
  'Sales Manager': ['Grace', 'Lindqvist'],
  'Service Manager': ['Victor', 'Hale'],
  'Area Sales Manager': ['Nora', 'Castillo'],
  'Territory Sales': ['Ethan', 'Cole'],
  'Regional Manager': ['Ruth', 'Adeyemi'],
  'Payroll Manager': ['Paula', 'Jensen'],
  Plumber: ['Luis', 'Ortega'],
  'Master Plumber': ['Henry', 'Walsh'],
  'Responsible Master Plumber': ['Irene', 'Novak'],
  'Business Development Manager': ['Kevin', 'Doyle'],
  Customer: ['Claire', 'Benson'],
  'Project Specialist': ['Omar', 'Haddad'],
  'Regional VP Of Projects': ['Vivian', 'Chen'],
};

export async function demoUsers(password = DEMO_PASSWORD): Promise<NewUser[]> {
  const passwordHash = await hashPassword(password);
  return ROLES.map(({ name }) => {
    const userName = demoUserNameOf(name);
    const [firstName, lastName] = PEOPLE[name];
    return { userName, firstName, lastName, email: `${userName}@summit-mechanical.example`, roles: [name], passwordHash };
  });
}

/** Returns true when the demo tenant was created by this call. */
export async function seedDemoTenant(db: Kysely<Database>): Promise<boolean> {
  const existing = await db.selectFrom('subscribers').select('id').where('name', '=', DEMO_SUBSCRIBER_NAME).executeTakeFirst();
  if (existing) return false;
  await createSubscriber(db, {
    name: DEMO_SUBSCRIBER_NAME,
    setupFlags: {
      hasCustomer: true,
      hasDropboxAccount: false,
      hasPurchaseOrder: true,
      hasRefrigerant: true,
      hasSalesParts: true,
      hasServiceChannelAccount: true,
      hasVendorSetup: true,
      hasVoltage: true,
      hasWarehouseSetup: true,
      hasWorkOrder: true,
      hasIntacctAccount: false,
      isShowWaterFilter: true,
      hasRateSheetSetUp: true,
    },
    users: await demoUsers(),
  });
  return true;
}
