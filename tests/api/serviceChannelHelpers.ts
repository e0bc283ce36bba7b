/**
 * Shared helpers of the Service Channel API tests (not a test file itself). Those tests run
 * their own FieldDesk servers (short outbox timings, which the shared test server does not
 * have) on a scratch database, each with a tenant of its own: an admin, technicians, and one
 * Service Channel work order per technician, whose network ids the test's emulator knows.
 * `startChannelTestBed` starts all of that at once.
 */
import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { expect } from 'vitest';
import type { EmulatorAccount } from '../../scripts/emulators/serviceChannel/demoData';
import { DEMO_ACCOUNT, demoWorkOrder, startServiceChannelEmulator, type ServiceChannelEmulator } from '../../scripts/emulators/serviceChannel/index';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { hashPassword } from '../../src/server/account/passwords';
import { loadConfig } from '../../src/server/config';
import type { Database } from '../../src/server/db/schema';
import type { LogDestination } from '../../src/server/logging';
import type { ResourceRegistry } from '../../src/server/resources/registry';
import { seedSubscriberResources } from '../../src/server/resources/seed';
import { createSubscriber } from '../../src/server/seed/tenants';
import { createServer, type RunningServer } from '../../src/server/server';
import { newWorkOrderRow } from '../../src/server/workOrders/insert';
import { ownServerApi, type OwnServerApi } from '../support/ownServerApi';

export const CHANNEL_PASSWORD = 'channel-test-pass';

/** Outbox timings of the test servers: a 300 ms call limit, retries from 50 ms, a poll every 100 ms. */
export const FAST_OUTBOX = { integrationTimeoutMs: 300, outboxRetryBaseMs: 50, outboxPollMs: 100 };
export const FAST_OUTBOX_ENV = { INTEGRATION_TIMEOUT_MS: '300', OUTBOX_RETRY_BASE_MS: '50', OUTBOX_POLL_MS: '100' };

export interface ChannelOrder {
  workOrderId: number;
  networkId: number;
  technician: string;
}

export interface ChannelTenant {
  subscriberId: number;
  admin: string;
  technicians: string[];
  orders: ChannelOrder[];
}

/** `prefix-admin` and `prefix-tech1..n`, each technician assigned one Service Channel order numbered from firstNetworkId. */
export async function seedChannelTenant(db: Kysely<Database>, registry: ResourceRegistry, prefix: string, technicianCount: number, firstNetworkId: number): Promise<ChannelTenant> {
  const passwordHash = await hashPassword(CHANNEL_PASSWORD);
  const technicians = Array.from({ length: technicianCount }, (_, i) => `${prefix}-tech${i + 1}`);
  const admin = `${prefix}-admin`;
  const person = (userName: string, role: 'Admin' | 'Technician') => ({ userName, firstName: prefix, lastName: userName, email: `${userName}@channel.example`, roles: [role], passwordHash });
  const { subscriberId, userIds } = await createSubscriber(db, {
    name: `Channel ${prefix} Mechanical`,
    setupFlags: { hasCustomer: true, hasWorkOrder: true, hasServiceChannelAccount: true },
    users: [person(admin, 'Admin'), ...technicians.map((name) => person(name, 'Technician'))],
  });
  await seedSubscriberResources(db, registry, subscriberId);
  const audit = { subscriber_id: subscriberId, created_by: userIds[admin], modified_by: userIds[admin] };
  const { id: customerId } = await db
    .insertInto('customers')
    .values({
      ...audit,
      id: sql<number>`nextval('customers_id_seq'::regclass)`,
      name: 'Copper Kettle Bakery',
      site_address: '9 Mill Rd',
      city: 'Ojai',
      state: 'CA',
      zip_code: '93023',
      billing_customer_id: null,
      phone: null,
      email: null,
      is_tax_exempt: false,
      bill_by_rate_sheet: false,
      labor_rate: 105,
      service_channel_subscriber_id: 'SC-20418',
      corrigo_customer_id: null,
      is_active: true,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();
  const orders: ChannelOrder[] = [];
  for (const [i, technician] of technicians.entries()) {
    const networkId = firstNetworkId + i;
    const { id } = await db
      .insertInto('work_orders')
      .values(
        newWorkOrderRow({
          ...audit,
          work_order_number: 70001 + i,
          customer_id: customerId,
          billing_customer_id: customerId,
          site_address: '9 Mill Rd',
          problem: 'Proof box heater not reaching set point.',
          status_id: 1,
          service_channel_work_order_id: String(networkId),
        }),
      )
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.insertInto('work_order_technicians').values({ subscriber_id: subscriberId, work_order_id: id, technician_id: userIds[technician] }).execute();
    orders.push({ workOrderId: id, networkId, technician });
  }
  await db.insertInto('work_order_numbers').values({ subscriber_id: subscriberId, last_number: 70000 + technicianCount }).execute();
  return { subscriberId, admin, technicians, orders };
}

export type { Answer } from '../support/ownServerApi';
export const apiOf = (baseUrl: string) => ownServerApi(baseUrl, CHANNEL_PASSWORD);
export type Api = OwnServerApi;

/** Saves the tenant's Service Channel settings pointing at the emulator with its account (the demo one unless given). */
export async function pointAtEmulator(api: Api, tenant: ChannelTenant, emulator: ServiceChannelEmulator, account: EmulatorAccount = DEMO_ACCOUNT) {
  const answer = await api.call('PUT', '/api/v1/accountSettings/serviceChannel', {
    token: await api.tokenFor(tenant.admin),
    body: { ...account, apiUrl: emulator.url, tokenUrl: emulator.tokenUrl },
  });
  expect(answer.status, answer.text).toBe(200);
}

export const addOrdersTo = (emulator: ServiceChannelEmulator, tenant: ChannelTenant) => {
  for (const order of tenant.orders) emulator.addWorkOrder(demoWorkOrder({ Id: order.networkId }));
};

const AT_THE_BAKERY = { latitude: 34.448, longitude: -119.2429 };

/** Clocks the order's technician in on site with `techs` technicians; answers the labor id. */
export async function clockInOn(api: Api, order: ChannelOrder, techs = 2): Promise<number> {
  const answer = await api.call('POST', '/api/v1/WOStartStop/clockInWorkOrder', {
    token: await api.tokenFor(order.technician),
    body: { clientRequestId: randomUUID(), workOrderId: order.workOrderId, noOfServiceChannelTechs: techs, currentLatLong: AT_THE_BAKERY },
  });
  expect(answer.status, answer.text).toBe(200);
  return answer.body.workOrderLaborId;
}

export async function clockOutOf(api: Api, order: ChannelOrder, laborId: number, primary = 'IN PROGRESS', extended: string | null = 'PARTS ON ORDER') {
  const answer = await api.call('POST', '/api/v1/WOStartStop/clockOutWorkOrder', {
    token: await api.tokenFor(order.technician),
    body: {
      clientRequestId: randomUUID(),
      workOrderId: order.workOrderId,
      workOrderLaborId: laborId,
      description: 'Replaced the heater element and tested the proof box.',
      userStatusId: 3,
      workOrderStatusId: 26,
      scPrimaryStatus: primary,
      scExtendedStatus: extended,
      currentLatLong: AT_THE_BAKERY,
    },
  });
  expect(answer.status, answer.text).toBe(200);
}

export async function syncOf(api: Api, tenant: ChannelTenant, order: ChannelOrder) {
  const answer = await api.call('GET', `/api/v1/serviceChannel/workOrders/${order.workOrderId}/sync`, { token: await api.tokenFor(tenant.admin) });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as { state: string; actions: Array<{ id: string; action: string; state: string; attempts: number; lastError: string | null }> };
}

/** Waits until the order's sync answer meets `check`; answers it. */
export async function syncUntil(api: Api, tenant: ChannelTenant, order: ChannelOrder, check: (sync: Awaited<ReturnType<typeof syncOf>>) => boolean, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const sync = await syncOf(api, tenant, order);
    if (check(sync)) return sync;
    if (Date.now() > deadline) throw new Error(`Sync state did not arrive within ${timeoutMs} ms: ${JSON.stringify(sync)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** A tenant of a test bed: `prefix-admin` and `technicians` technicians, their orders numbered from firstNetworkId. */
export interface ChannelTenantPlan {
  prefix: string;
  technicians: number;
  firstNetworkId: number;
}

export interface ChannelTestBed {
  server: RunningServer;
  db: Kysely<Database>;
  emulator: ServiceChannelEmulator;
  /** The server's address, http://127.0.0.1:port. */
  baseUrl: string;
  api: Api;
  /** The tenants as planned, in order; the first one's orders are the emulator's and its settings point at it. */
  tenants: ChannelTenant[];
  close(): Promise<void>;
}

export interface ChannelTestBedOptions {
  /** The provider account the emulator accepts and the first tenant saves (the demo one unless given). */
  account?: EmulatorAccount;
  /** TEST_LOG_LEVEL, else silent, unless given. */
  logLevel?: string;
  /** Where the server's log lines go instead of stdout. */
  logDestination?: LogDestination;
  /** The limit per call to a third party, FAST_OUTBOX's unless given (a file with no slow fault can afford more). */
  integrationTimeoutMs?: number;
  /** More host:port entries of the server's allow-list, beside the emulator's own. */
  allowedHosts?: string[];
}

/**
 * A Service Channel emulator, a FieldDesk server with the fast outbox timings on a scratch
 * database (`label` names it), and the tenants of `plans`; the emulator knows the first tenant's
 * orders and the first tenant's settings point at it. `close` stops and drops all of it.
 */
export async function startChannelTestBed(label: string, plans: [ChannelTenantPlan, ...ChannelTenantPlan[]], options: ChannelTestBedOptions = {}): Promise<ChannelTestBed> {
  const account = options.account ?? DEMO_ACCOUNT;
  let emulator: ServiceChannelEmulator | undefined;
  let scratch: ScratchDatabase | undefined;
  let server: RunningServer | undefined;
  const close = async () => {
    await server?.close();
    await emulator?.close();
    await scratch?.drop();
  };
  try {
    emulator = await startServiceChannelEmulator({ port: 0, account });
    scratch = await createScratchDatabase(label);
    const config = loadConfig(process.env, {
      port: 0,
      host: '127.0.0.1',
      dataDir: scratch.dataDir,
      databaseUrl: scratch.databaseUrl,
      jwtSecret: `service-channel-${label}-test-secret-${randomUUID()}`,
      seedDemo: false,
      appDir: null,
      logLevel: options.logLevel ?? process.env.TEST_LOG_LEVEL ?? 'silent',
      ...FAST_OUTBOX,
      integrationTimeoutMs: options.integrationTimeoutMs ?? FAST_OUTBOX.integrationTimeoutMs,
      integrationAllowedHosts: [new URL(emulator.url).host, ...(options.allowedHosts ?? [])],
    });
    server = await createServer(config, { logDestination: options.logDestination });
    const tenants: ChannelTenant[] = [];
    for (const plan of plans) tenants.push(await seedChannelTenant(server.database.db, server.registry, plan.prefix, plan.technicians, plan.firstNetworkId));
    const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
    const api = apiOf(baseUrl);
    addOrdersTo(emulator, tenants[0]);
    await pointAtEmulator(api, tenants[0], emulator, account);
    return { server, db: server.database.db, emulator, baseUrl, api, tenants, close };
  } catch (error) {
    await close();
    throw error;
  }
}
