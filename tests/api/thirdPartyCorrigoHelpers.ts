/**
 * Shared helpers of the Corrigo API tests (not a test file itself). The tests run a FieldDesk
 * server of their own (a short network timeout, which the shared test server does not have, and
 * the database at hand to look at what was stored) on a scratch database, with a tenant of their
 * own: an admin, two technicians, the demo tenant's Corrigo customers linked to the emulator's
 * customers, and one FieldDesk order per emulator order, assigned to the first technician.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { CORRIGO_CUSTOMERS, DEMO_CLIENTS, DEMO_ORDER_IDS, startCorrigoEmulator, type CorrigoEmulator } from '../../scripts/emulators/corrigo/index';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { hashPassword } from '../../src/server/account/passwords';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/schema';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { createSubscriber } from '../../src/server/seed/tenants';
import { createServer, type RunningServer } from '../../src/server/server';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';
import { ownServerApi } from '../support/ownServerApi';

export const PASSWORD = 'corrigo-test-pass';
/** The adapter's limit per call on this server: a slow emulator exceeds it. */
export const TIMEOUT_MS = 400;
export const [CLIENT_ID, CLIENT_SECRET] = Object.entries(DEMO_CLIENTS)[0];
export { CORRIGO_CUSTOMERS, DEMO_ORDER_IDS };

export const AT_HARBOR = { latitude: 34.1809, longitude: -119.2213 };

export interface CorrigoTenant {
  subscriberId: number;
  /** FieldDesk order id by Corrigo order id. */
  orders: Map<number, number>;
  /** An order of the tenant that is not a Corrigo order. */
  plainOrderId: number;
}

export interface CorrigoTestBed {
  server: RunningServer;
  db: Kysely<Database>;
  emulator: CorrigoEmulator;
  api: ReturnType<typeof apiOf>;
  tenant: CorrigoTenant;
  close(): Promise<void>;
}

/** A tenant `prefix` (admin, two technicians) linked to the emulator's Corrigo customers, one order per emulator order. */
export async function seedCorrigoTenant(server: RunningServer, prefix: string): Promise<CorrigoTenant> {
  const db = server.database.db;
  const passwordHash = await hashPassword(PASSWORD);
  const person = (userName: string, role: 'Admin' | 'Technician') => ({ userName, firstName: prefix, lastName: userName, email: `${userName}@corrigo.example`, roles: [role], passwordHash });
  const { subscriberId, userIds } = await createSubscriber(db, {
    name: `${prefix} Refrigeration`,
    setupFlags: { hasCustomer: true, hasWorkOrder: true },
    users: [person(`${prefix}-admin`, 'Admin'), person(`${prefix}-tech1`, 'Technician'), person(`${prefix}-tech2`, 'Technician')],
  });
  await seedSubscriberResources(db, server.registry, subscriberId);
  const admin = userIds[`${prefix}-admin`];
  const audit = { subscriber_id: subscriberId, created_by: admin, modified_by: admin };
  const customer = async (name: string, corrigoCustomerId: number | null) =>
    (
      await db
        .insertInto('customers')
        .values({
          ...audit,
          id: sql<number>`nextval('customers_id_seq'::regclass)`,
          name,
          site_address: `${name} 1`,
          city: 'Oxnard',
          state: 'CA',
          zip_code: '93035',
          billing_customer_id: null,
          phone: null,
          email: null,
          is_tax_exempt: false,
          bill_by_rate_sheet: false,
          labor_rate: 100,
          service_channel_subscriber_id: null,
          corrigo_customer_id: corrigoCustomerId,
          is_active: true,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow()
    ).id;
  const customers = new Map<number, number>();
  for (const [name, id] of [['Harbor Fresh Market', CORRIGO_CUSTOMERS.harbor], ['Northgate Medical Center', CORRIGO_CUSTOMERS.northgate], ['Maple Street Diner', CORRIGO_CUSTOMERS.diner]] as const) {
    customers.set(id, await customer(name, id));
  }
  const corrigoCustomerOf: Record<number, number> = {
    [DEMO_ORDER_IDS.harborCheckedIn]: CORRIGO_CUSTOMERS.harbor,
    [DEMO_ORDER_IDS.harborAccepted]: CORRIGO_CUSTOMERS.harbor,
    [DEMO_ORDER_IDS.harborPaused]: CORRIGO_CUSTOMERS.harbor,
    [DEMO_ORDER_IDS.northgateNew]: CORRIGO_CUSTOMERS.northgate,
    [DEMO_ORDER_IDS.northgateCheckedIn]: CORRIGO_CUSTOMERS.northgate,
    [DEMO_ORDER_IDS.dinerCheckedIn]: CORRIGO_CUSTOMERS.diner,
  };
  const orders = new Map<number, number>();
  let number = 60001;
  const insertOrder = async (customerId: number, corrigoId: number | null) => {
    const { id } = await db
      .insertInto('work_orders')
      .values(newWorkOrderRow({ ...audit, work_order_number: number++, customer_id: customerId, billing_customer_id: customerId, site_address: 'Harbor Blvd 1', problem: 'Corrigo test order', status_id: 1, corrigo_work_order_id: corrigoId }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('work_order_technicians').values({ subscriber_id: subscriberId, work_order_id: id, technician_id: userIds[`${prefix}-tech1`] }).execute();
    return id;
  };
  for (const [corrigoId, corrigoCustomer] of Object.entries(corrigoCustomerOf)) orders.set(Number(corrigoId), await insertOrder(customers.get(corrigoCustomer)!, Number(corrigoId)));
  const plainOrderId = await insertOrder(customers.get(CORRIGO_CUSTOMERS.diner)!, null);
  await db.insertInto('work_order_numbers').values({ subscriber_id: subscriberId, last_number: number }).execute();
  return { subscriberId, orders, plainOrderId };
}

/**
 * A FieldDesk server, the tenant "corrigo" (and "elsewhere", a second subscriber), and an
 * emulator. The browser tests pass `appDir` (the built app) so the server also serves the app.
 */
export async function startTestBed(options: { appDir?: string | null; allowedHosts?: string[] } = {}): Promise<CorrigoTestBed> {
  // Started first: the server's allow-list names exactly where it listens (and `allowedHosts`).
  const emulator = await startCorrigoEmulator();
  const database: ScratchDatabase = await createScratchDatabase('corrigo');
  const config = loadConfig(process.env, {
    port: 0,
    host: '127.0.0.1',
    dataDir: database.dataDir,
    databaseUrl: database.databaseUrl,
    jwtSecret: `corrigo-test-secret-${randomUUID()}`,
    seedDemo: false,
    appDir: options.appDir ?? null,
    logLevel: 'silent',
    // The API tests time out a slow emulator on purpose; the browser tests (given the app) try no
    // slow network, and on a machine busy with a CI round a call to the emulator can take longer.
    integrationTimeoutMs: options.appDir ? 10_000 : TIMEOUT_MS,
    integrationAllowedHosts: [new URL(emulator.url).host, ...(options.allowedHosts ?? [])],
  });
  const server = await createServer(config);
  const tenant = await seedCorrigoTenant(server, 'corrigo');
  await seedCorrigoTenant(server, 'elsewhere');
  const address = await server.app.listen({ port: 0, host: '127.0.0.1' });
  return {
    server,
    db: server.database.db,
    emulator,
    api: apiOf(address),
    tenant,
    async close() {
      await emulator.close();
      await server.close();
      await database.drop();
    },
  };
}

/** Every answer text of the file's calls, so a test can show no secret was ever answered. */
export const answeredTexts: string[] = [];

export const apiOf = (baseUrl: string) => ownServerApi(baseUrl, PASSWORD, (text) => answeredTexts.push(text));

/** Saves the tenant's Corrigo credentials pointing at the emulator. */
export async function pointAtEmulator(bed: CorrigoTestBed, prefix = 'corrigo', secret = CLIENT_SECRET) {
  const token = await bed.api.tokenFor(`${prefix}-admin`);
  const current = await bed.api.call('GET', '/api/v1/thirdPartySettings/credentials/corrigo', { token });
  expect(current.status, current.text).toBe(200);
  const answer = await bed.api.call('PUT', '/api/v1/thirdPartySettings/credentials/corrigo', {
    token,
    body: { clientId: CLIENT_ID, clientSecret: secret, apiUrl: bed.emulator.url, tokenUrl: bed.emulator.tokenUrl, version: current.body.version },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
}

/** The calls the emulator received, without sign-ins (a token is kept between calls). */
export const apiCalls = (emulator: CorrigoEmulator) =>
  emulator.calls.filter((c) => !/^\/oauth\/token$/i.test(c.path)).map((c) => ({ method: c.method, path: c.path, body: c.body, query: c.query }));

/** The FieldDesk order's Corrigo state as stored. */
export const localState = (bed: CorrigoTestBed, workOrderId: number) =>
  bed.db.selectFrom('work_orders').select(['corrigo_status', 'is_corrigo_checked_in', 'version', 'modified_date']).where('id', '=', workOrderId).executeTakeFirstOrThrow();

/** Emulator back to its demo data, and the tenant's orders back to no Corrigo status seen. */
export async function resetBoth(bed: CorrigoTestBed) {
  bed.emulator.reset();
  await bed.db.updateTable('work_orders').set({ corrigo_status: null, is_corrigo_checked_in: false }).where('subscriber_id', '=', bed.tenant.subscriberId).execute();
}

export const C = '/api/v1/CorrigoWorkOrders';

/**
 * The hooks of a file that works on one test bed pointed at the emulator, emulator and orders
 * reset before each test; `tech` is the first technician's token, `orderOf` the FieldDesk order
 * of a Corrigo order. Read them inside tests (they are set once the file's set-up ran).
 */
export function pointedTestBedForFile() {
  const file = {} as { bed: CorrigoTestBed; tech: string; orderOf: (corrigoId: number) => number };
  beforeAll(async () => {
    file.bed = await startTestBed();
    await pointAtEmulator(file.bed);
    file.tech = await file.bed.api.tokenFor('corrigo-tech1');
    file.orderOf = (corrigoId) => file.bed.tenant.orders.get(corrigoId)!;
  }, 120_000);
  afterAll(async () => {
    await file.bed?.close();
  });
  beforeEach(async () => {
    await resetBoth(file.bed);
  });
  return file;
}
