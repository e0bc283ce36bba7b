/**
 * The benchmark's generated data set: the demo tenant plus a large tenant ("Bench Mechanical")
 * with BENCH_USERS users across all roles, so lists and permission checks run on real volume.
 */
import { sql, type Kysely } from 'kysely';
import { ROLES } from '../../src/domain/permissions/roles';
import type { Database } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/account/passwords';
import { createSubscriber } from '../../src/server/seed/tenants';

export const BENCH_ADMIN = 'bench-superadmin';
export const BENCH_PASSWORD = 'bench-password';

export async function generateDataSet(db: Kysely<Database>, userCount: number): Promise<number> {
  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const { subscriberId } = await createSubscriber(db, {
    name: 'Bench Mechanical',
    setupFlags: { hasCustomer: true, hasWorkOrder: true },
    users: [
      { userName: BENCH_ADMIN, firstName: 'Bench', lastName: 'Admin', email: 'admin@bench.example', roles: ['Super Admin'], passwordHash },
    ],
  });
  const batchSize = 500;
  for (let start = 0; start < userCount; start += batchSize) {
    const rows = Array.from({ length: Math.min(batchSize, userCount - start) }, (_, i) => {
      const n = start + i;
      return {
        subscriber_id: subscriberId,
        user_name: `bench-user-${n}`,
        password_hash: passwordHash,
        first_name: `First${n}`,
        last_name: `Last${n % 997}`,
        email: `user${n}@bench.example`,
        job_title_id: null,
        user_status_id: 3,
        status_description: null,
        created_by: null,
        modified_by: null,
      };
    });
    const inserted = await db.insertInto('users').values(rows).returning('id').execute();
    await db
      .insertInto('user_roles')
      .values(inserted.map(({ id }, i) => ({ subscriber_id: subscriberId, user_id: id, role_id: ROLES[(start + i) % ROLES.length].id })))
      .execute();
  }
  return subscriberId;
}

export const BENCH_VENDOR_COUNT = 100_000;
export const BENCH_STATES = ['FL', 'GA', 'AL', 'TX', 'CA', 'NY', 'NC', 'SC', 'TN', 'LA'];

/** 100,000 vendors in the bench tenant: the generic list's volume row. */
export async function generateVendors(db: Kysely<Database>, subscriberId: number, count = BENCH_VENDOR_COUNT): Promise<void> {
  await sql`
    insert into vendors (subscriber_id, id, name, contact_name, phone, email, city, state, zip, is_active)
    select ${subscriberId}, 10000 + g,
      'Vendor ' || lpad(g::text, 6, '0'),
      'Contact ' || g,
      '555-' || lpad((g % 1000)::text, 3, '0') || '-' || lpad((g % 10000)::text, 4, '0'),
      'vendor' || g || '@bench.example',
      'City ' || (g % 300),
      (${sql.val(BENCH_STATES)}::text[])[1 + g % ${BENCH_STATES.length}],
      lpad((g % 100000)::text, 5, '0'),
      g % 7 <> 0
    from generate_series(1, ${count}) g`.execute(db);
  // Fresh statistics, so both measurements of the vendor list see the same plans.
  await sql`analyze vendors`.execute(db);
}

/** Signs in as the bench tenant's admin on a bench server: the token every scenario calls with. */
export async function benchAdminToken(baseUrl: string): Promise<string> {
  const login = await fetch(`${baseUrl}/api/v1/account/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: BENCH_ADMIN, password: BENCH_PASSWORD }),
  });
  if (!login.ok) throw new Error(`The bench admin could not sign in: ${login.status} ${await login.text()}`);
  return ((await login.json()) as { token: string }).token;
}
