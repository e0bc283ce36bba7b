/**
 * The demo tenant comes linked to the third-party emulators (`npm run emulators`): its admin
 * finds Corrigo and Service Channel credentials set, pointing at the emulators where they listen
 * by default (or where EMULATOR_HOST and the *_EMULATOR_PORT variables put them), the Corrigo
 * customers and orders the Corrigo emulator holds linked, and Copper Kettle Bakery's Service
 * Channel order listed; no answer carries a secret. Read from the shared test server, which seeds
 * the demo tenant; no emulator is started or called.
 */
import { describe, expect, it } from 'vitest';
import {
  CORRIGO_DEMO_CLIENT,
  CORRIGO_DEMO_CUSTOMERS,
  CORRIGO_DEMO_ORDER_IDS,
  CORRIGO_DEMO_ORDER_STATUSES,
  SERVICE_CHANNEL_DEMO_ACCOUNT,
  SERVICE_CHANNEL_DEMO_WORK_ORDER_ID,
  emulatorAddresses,
  emulatorPlaces,
} from '../../src/server/integrations/emulators';
import { call, tokenFor, type ApiAnswer } from '../support/api';

const SECRETS = [CORRIGO_DEMO_CLIENT.clientSecret, SERVICE_CHANNEL_DEMO_ACCOUNT.clientSecret, SERVICE_CHANNEL_DEMO_ACCOUNT.password];

/** A GET as a demo user; no answer may carry a secret, plain or sealed ("v1:" + base64url). */
async function read(path: string, userName = 'admin'): Promise<ApiAnswer> {
  const answer = await call('GET', path, { token: await tokenFor(userName) });
  for (const secret of SECRETS) expect(answer.text, path).not.toContain(secret);
  expect(answer.text, path).not.toMatch(/v1:[A-Za-z0-9_-]{20,}/);
  return answer;
}

const addresses = emulatorAddresses(emulatorPlaces(process.env));

/** The demo customer of each Corrigo emulator order (scripts/emulators/corrigo/demoData.ts). */
const CUSTOMER_OF_ORDER: Record<number, string> = {
  [CORRIGO_DEMO_ORDER_IDS.harborCheckedIn]: 'Harbor Fresh Market',
  [CORRIGO_DEMO_ORDER_IDS.harborAccepted]: 'Harbor Fresh Market',
  [CORRIGO_DEMO_ORDER_IDS.harborPaused]: 'Harbor Fresh Market',
  [CORRIGO_DEMO_ORDER_IDS.northgateNew]: 'Northgate Medical Center',
  [CORRIGO_DEMO_ORDER_IDS.northgateCheckedIn]: 'Northgate Medical Center',
  [CORRIGO_DEMO_ORDER_IDS.dinerCheckedIn]: 'Maple Street Diner',
};

describe('the demo tenant linked to the emulators', () => {
  it('has Corrigo credentials set to the emulator, the secret only reported as set', async () => {
    const credentials = await read('/api/v1/thirdPartySettings/credentials/corrigo');
    expect(credentials.status, credentials.text).toBe(200);
    expect(credentials.body).toEqual({
      network: 'corrigo',
      clientId: CORRIGO_DEMO_CLIENT.clientId,
      hasClientSecret: true,
      apiUrl: addresses.corrigo.apiUrl,
      tokenUrl: addresses.corrigo.tokenUrl,
      version: 1,
    });
    if (!process.env.CORRIGO_EMULATOR_PORT && !process.env.EMULATOR_HOST) {
      expect(credentials.body).toMatchObject({ apiUrl: 'http://127.0.0.1:4010', tokenUrl: 'http://127.0.0.1:4010/OAuth/Token' });
    }
  });

  it('lists the orders linked to the Corrigo emulator, with credentials set, on the Corrigo page', async () => {
    const linked = await read('/api/v1/CorrigoWorkOrders/linked');
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.hasCredentials).toBe(true);
    const demoIds = Object.values(CORRIGO_DEMO_ORDER_IDS) as number[];
    const demoOrders = linked.body.workOrders.filter((o: { corrigoWorkOrderId: number }) => demoIds.includes(o.corrigoWorkOrderId));
    expect(demoOrders.map((o: { corrigoWorkOrderId: number }) => o.corrigoWorkOrderId).sort()).toEqual([...demoIds].sort());
    for (const order of demoOrders) {
      expect(order).toEqual({
        workOrderId: expect.any(Number),
        workOrderNumber: expect.stringMatching(/^\d+$/),
        customerName: CUSTOMER_OF_ORDER[order.corrigoWorkOrderId],
        corrigoWorkOrderId: order.corrigoWorkOrderId,
        corrigoStatus: CORRIGO_DEMO_ORDER_STATUSES[order.corrigoWorkOrderId],
        isCorrigoWorkOrderCheckedIn: false,
      });
    }
    // The technician may not import, so the page's list is not theirs.
    expect((await read('/api/v1/CorrigoWorkOrders/linked', 'technician')).status).toBe(403);
  });

  it('gives the demo customers the Corrigo emulator knows their Corrigo customer ids', async () => {
    for (const [name, corrigoCustomerId] of [
      ['Harbor Fresh Market', CORRIGO_DEMO_CUSTOMERS.harbor],
      ['Northgate Medical Center', CORRIGO_DEMO_CUSTOMERS.northgate],
      ['Maple Street Diner', CORRIGO_DEMO_CUSTOMERS.diner],
      ['Copper Kettle Bakery', null],
    ] as const) {
      const customers = await read(`/api/v1/resources/customers?filter=${encodeURIComponent(JSON.stringify({ name_contains: name }))}`);
      expect(customers.status, customers.text).toBe(200);
      expect(customers.body.find((c: { name: string }) => c.name === name), name).toMatchObject({ corrigoCustomerId });
    }
  });

  it('has Service Channel settings set to the emulator, secret and password only reported as set, and lists the Copper Kettle Bakery order', async () => {
    const settings = await read('/api/v1/accountSettings/serviceChannel');
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body).toEqual({
      clientId: SERVICE_CHANNEL_DEMO_ACCOUNT.clientId,
      userName: SERVICE_CHANNEL_DEMO_ACCOUNT.userName,
      apiUrl: addresses.serviceChannel.apiUrl,
      tokenUrl: addresses.serviceChannel.tokenUrl,
      hasClientSecret: true,
      hasPassword: true,
      isConfigured: true,
    });
    if (!process.env.SERVICE_CHANNEL_EMULATOR_PORT && !process.env.EMULATOR_HOST) {
      expect(settings.body).toMatchObject({ apiUrl: 'http://127.0.0.1:4020/v3', tokenUrl: 'http://127.0.0.1:4020/oauth/token' });
    }

    const orders = await read('/api/v1/serviceChannel/workOrders');
    expect(orders.status, orders.text).toBe(200);
    expect(orders.body.workOrders).toContainEqual(
      expect.objectContaining({ customerName: 'Copper Kettle Bakery', serviceChannelWorkOrderId: String(SERVICE_CHANNEL_DEMO_WORK_ORDER_ID) }),
    );
  });
});
