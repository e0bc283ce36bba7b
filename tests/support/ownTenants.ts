/**
 * Tenants that one API test file has to itself, so that what it changes tenant-wide (a role's
 * permissions, users' statuses and the hub events they raise) no other file can see or cause.
 * Their users sign in with OTHER_PASSWORD.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../src/server/db/schema';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber } from '../../src/server/seed/tenants';
import { OTHER_PASSWORD } from './otherTenant';

type Role = 'Super Admin' | 'Admin' | 'Team Leader' | 'Technician' | 'Plumber';

/** A tenant named `name` whose users are `prefix-<role in lower case, no spaces>`, one per role. */
async function seedTenant(db: Kysely<Database>, registry: ResourceRegistry, name: string, prefix: string, roles: Role[]) {
  const passwordHash = await hashPassword(OTHER_PASSWORD);
  const users = roles.map((role, i) => ({
    userName: `${prefix}-${role.toLowerCase().replace(/ /g, '')}`,
    firstName: name.split(' ')[0],
    lastName: `${role} ${i + 1}`,
    email: `${role.toLowerCase().replace(/ /g, '.')}@${prefix}.example`,
    roles: [role],
    passwordHash,
  }));
  const tenant = await createSubscriber(db, { name, setupFlags: { hasCustomer: true }, users });
  await seedSubscriberResources(db, registry, tenant.subscriberId);
  return tenant;
}

/** tests/api/permissions.test.ts changes this tenant's role mappings. */
export const seedPermissionsTenant = (db: Kysely<Database>, registry: ResourceRegistry) =>
  seedTenant(db, registry, 'Pinecrest Mechanical', 'pinecrest', ['Super Admin', 'Admin', 'Technician', 'Plumber']);

/** tests/api/principalCache.test.ts changes this tenant's role mappings and user statuses. */
export const seedPrincipalTenant = (db: Kysely<Database>, registry: ResourceRegistry) =>
  seedTenant(db, registry, 'Birchwood Services', 'birchwood', ['Admin', 'Technician']);

/** tests/api/workOrderLookups.test.ts adds entries to this tenant's settings lists. */
export const seedLookupsTenant = (db: Kysely<Database>, registry: ResourceRegistry) =>
  seedTenant(db, registry, 'Juniper Facilities', 'juniper', ['Super Admin', 'Plumber']);

/** The tenants of the resource fuzz's parts (resourceFuzzParts.ts), one each. */
export const FUZZ_TENANT_PREFIXES = ['fuzzah', 'fuzziq', 'fuzzrz'];
export const seedFuzzTenants = async (db: Kysely<Database>, registry: ResourceRegistry) => {
  for (const prefix of FUZZ_TENANT_PREFIXES) await seedTenant(db, registry, `Fuzz ${prefix.slice(4).toUpperCase()} Co`, prefix, ['Super Admin']);
};

/**
 * tests/api/hubs.test.ts changes user statuses here and listens to the events they raise; its
 * session cases (hubSessionCases.ts) add, deactivate and change users of Harbor.
 */
export const seedHubTenants = async (db: Kysely<Database>, registry: ResourceRegistry) => [
  await seedTenant(db, registry, 'Lakeside Service Co', 'lakeside', ['Team Leader', 'Technician']),
  await seedTenant(db, registry, 'Ridgeway Plumbing', 'ridgeway', ['Super Admin', 'Technician']),
  await seedTenant(db, registry, 'Harbor Electric', 'harbor', ['Admin', 'Team Leader', 'Technician']),
];
