/**
 * The demo tenant and the third-party emulators agree (src/server/integrations/emulators.ts):
 * the addresses the demo seed stores are where `npm run emulators` listens, and every Corrigo
 * order the emulator holds is linked to the demo order it mirrors, of the customer it belongs to,
 * with the status the emulator starts it in.
 */
import { describe, expect, it } from 'vitest';
import { CORRIGO_CUSTOMERS, DEMO_CLIENTS } from '../../scripts/emulators/corrigo/index';
import { demoCustomerSettings, demoWorkOrders } from '../../scripts/emulators/corrigo/demoData';
import { DEMO_ACCOUNT } from '../../scripts/emulators/serviceChannel/index';
import { demoWorkOrders as serviceChannelOrders } from '../../scripts/emulators/serviceChannel/demoData';
import {
  CORRIGO_DEMO_CLIENT,
  CORRIGO_DEMO_ORDER_STATUSES,
  SERVICE_CHANNEL_DEMO_ACCOUNT,
  SERVICE_CHANNEL_DEMO_WORK_ORDER_ID,
  callableOrigin,
  emulatorAddresses,
  emulatorPlaces,
} from '../../src/server/integrations/emulators';
import { DEMO_CUSTOMERS, DEMO_WORK_ORDERS } from '../../src/server/seed/demoWork';

describe('emulator addresses', () => {
  it('default to 127.0.0.1, Corrigo on 4010 and Service Channel on 4020, with the emulators’ paths', () => {
    expect(emulatorAddresses(emulatorPlaces({}))).toEqual({
      corrigo: { apiUrl: 'http://127.0.0.1:4010', tokenUrl: 'http://127.0.0.1:4010/OAuth/Token' },
      serviceChannel: { apiUrl: 'http://127.0.0.1:4020/v3', tokenUrl: 'http://127.0.0.1:4020/oauth/token' },
    });
  });

  it('follow EMULATOR_HOST and the ports, and refuse a port that is not one', () => {
    const places = emulatorPlaces({ EMULATOR_HOST: 'emulators.local', CORRIGO_EMULATOR_PORT: '5010', SERVICE_CHANNEL_EMULATOR_PORT: ' 5020 ' });
    expect(places).toEqual({ host: 'emulators.local', corrigoPort: 5010, serviceChannelPort: 5020 });
    expect(emulatorAddresses(places).serviceChannel.apiUrl).toBe('http://emulators.local:5020/v3');
    expect(emulatorPlaces({ CORRIGO_EMULATOR_PORT: '' }).corrigoPort).toBe(4010);
    for (const wrong of ['abc', '70000', '0', '-1', '40.5']) expect(() => emulatorPlaces({ CORRIGO_EMULATOR_PORT: wrong }), wrong).toThrow(/CORRIGO_EMULATOR_PORT/);
    expect(callableOrigin('0.0.0.0', 4010)).toBe('http://127.0.0.1:4010');
    expect(callableOrigin('::', 4010)).toBe('http://127.0.0.1:4010');
    expect(callableOrigin('::1', 4010)).toBe('http://[::1]:4010');
  });

  it('carry the accounts the emulators accept', () => {
    expect(DEMO_CLIENTS[CORRIGO_DEMO_CLIENT.clientId]).toBe(CORRIGO_DEMO_CLIENT.clientSecret);
    expect(DEMO_ACCOUNT).toEqual(SERVICE_CHANNEL_DEMO_ACCOUNT);
  });
});

describe('the demo orders and the emulators’ orders', () => {
  const customerOf = (key: string) => DEMO_CUSTOMERS.find((c) => c.key === key)!;

  it('link every Corrigo emulator order once, to the demo order of its customer and problem, in the status it starts in', () => {
    const emulated = demoWorkOrders();
    const linked = DEMO_WORK_ORDERS.filter((o) => o.corrigoWorkOrderId !== undefined);
    expect(linked.map((o) => o.corrigoWorkOrderId).sort()).toEqual(emulated.map((o) => o.WorkOrderId).sort());
    for (const order of linked) {
      const twin = emulated.find((o) => o.WorkOrderId === order.corrigoWorkOrderId)!;
      expect(order.problem).toBe(twin.WorkDetails.Description);
      expect(customerOf(order.customer).corrigoCustomerId).toBe(twin.Customer.Id);
      expect(customerOf(order.customer).name).toBe(twin.Customer.Name);
      expect(CORRIGO_DEMO_ORDER_STATUSES[twin.WorkOrderId]).toBe(twin.Status);
    }
  });

  it('give exactly the Corrigo emulator’s customers their Corrigo ids', () => {
    const withIds = DEMO_CUSTOMERS.filter((c) => c.corrigoCustomerId !== undefined);
    expect(withIds.map((c) => [c.name, c.corrigoCustomerId])).toEqual(demoCustomerSettings().map((s) => [s.CustomerName, s.CustomerId]));
    expect(Object.values(CORRIGO_CUSTOMERS).sort()).toEqual(withIds.map((c) => c.corrigoCustomerId).sort());
  });

  it('give Copper Kettle Bakery the Service Channel emulator’s order', () => {
    const [emulated] = serviceChannelOrders();
    expect(emulated.Id).toBe(SERVICE_CHANNEL_DEMO_WORK_ORDER_ID);
    const order = DEMO_WORK_ORDERS.find((o) => o.serviceChannelWorkOrderId !== undefined)!;
    expect(order.serviceChannelWorkOrderId).toBe(String(emulated.Id));
    expect(customerOf(order.customer).name).toBe(emulated.Location.Name);
  });
});
