import { deflateSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api';
import { expectFieldError, userIdOf } from './helpers';
import { DINER, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

// The signature pad's PNG on an order created by servicemanager, masterplumber assigned.
const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

let serviceManager: string;
let masterPlumber: string;
let order: any;
const signaturePath = () => `/api/v1/workOrders/${order.id}/signature`;

beforeAll(async () => {
  [serviceManager, masterPlumber] = await Promise.all([tokenFor('servicemanager'), tokenFor('masterplumber')]);
  order = await createdOrder(serviceManager, {
    customerId: await demoCustomerId(DINER),
    problem: `${newTag()} signature`,
    technicianIds: [await userIdOf('masterplumber')],
  });
});

describe('the signature of a work order', () => {
  it('is not there at first (404)', async () => {
    const answer = await call('GET', signaturePath(), { token: masterPlumber });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual({ message: 'This work order is not signed.' });
  });

  it('refuses what is not a PNG data URL, or too big, and stores nothing', async () => {
    const big = Buffer.concat([ONE_PIXEL_PNG.subarray(0, 8), Buffer.alloc(512 * 1024)]);
    const notPng = 'The signature is not a PNG image.';
    const notDataUrl = 'The signature must be a data:image/png;base64 URL.';
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ signaturePng: dataUrl(Buffer.from('GIF89a not a png at all')), signedBy: 'Ann' }, 'signaturePng', notPng],
      // The PNG signature bytes and nothing a PNG reader can use: refused when the sign-off PDF is drawn, before anything is kept.
      [{ signaturePng: dataUrl(Buffer.concat([ONE_PIXEL_PNG.subarray(0, 8), Buffer.alloc(100, 1)])), signedBy: 'Ann' }, 'signaturePng', notPng],
      [{ signaturePng: `data:image/jpeg;base64,${ONE_PIXEL_PNG.toString('base64')}`, signedBy: 'Ann' }, 'signaturePng', notDataUrl],
      [{ signaturePng: 'data:image/png;base64,@@@@', signedBy: 'Ann' }, 'signaturePng', notDataUrl],
      [{ signaturePng: dataUrl(big), signedBy: 'Ann' }, 'signaturePng', 'The signature image may be at most 512 KB.'],
      [{ signaturePng: dataUrl(ONE_PIXEL_PNG), signedBy: '   ' }, 'signedBy', 'The signedBy field is required.'],
      [{ signaturePng: dataUrl(ONE_PIXEL_PNG) }, 'signedBy', 'The signedBy field is required.'],
    ];
    for (const [body, field, message] of cases) {
      expectFieldError(await call('PUT', signaturePath(), { token: masterPlumber, body }), field, message);
    }
    expect((await call('GET', signaturePath(), { token: masterPlumber })).status).toBe(404);
    expect((await call('GET', `/api/v1/workOrders/${order.id}`, { token: masterPlumber })).body.isSigned).toBe(false);
    expect((await call('GET', `/api/v1/workOrders/${order.id}/signOffs`, { token: masterPlumber })).body).toEqual([]);
  });

  it('stores a PNG and gives back the same bytes, and the order says who signed', async () => {
    // A real 300x200 canvas export is larger than one pixel: build one with a compressed body.
    const png = Buffer.concat([ONE_PIXEL_PNG, deflateSync(Buffer.alloc(60_000, 7))]);
    const saved = await call('PUT', signaturePath(), { token: masterPlumber, body: { signaturePng: dataUrl(png), signedBy: ' Claire Benson ' } });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toEqual({
      isSigned: true,
      signedBy: 'Claire Benson',
      signedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/),
      signOff: { id: expect.any(Number), version: 1, signedBy: 'Claire Benson', signedDate: saved.body.signedDate, collectedBy: 'Henry Walsh', byteSize: expect.any(Number), fileName: `sign-off-WO-${order.displayNumber}-v1.pdf` },
    });

    const response = await fetch(`${baseUrl()}${signaturePath()}`, { headers: { authorization: `Bearer ${masterPlumber}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true);

    const reloaded = (await call('GET', `/api/v1/workOrders/${order.id}`, { token: serviceManager })).body;
    expect(reloaded).toMatchObject({ isSigned: true, signedBy: 'Claire Benson', signedDate: saved.body.signedDate, version: order.version });
  });

  it('is cleared only by those who edit orders', async () => {
    expect((await call('DELETE', signaturePath(), { token: masterPlumber })).status).toBe(403);
    expect((await call('GET', signaturePath(), { token: masterPlumber })).status).toBe(200);
    const cleared = await call('DELETE', signaturePath(), { token: serviceManager });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toEqual({ isSigned: false, signedBy: null, signedDate: null });
    expect((await call('GET', signaturePath(), { token: masterPlumber })).status).toBe(404);
  });

  it('is out of reach of those who do not see the order or cannot write work orders', async () => {
    const body = { signaturePng: dataUrl(ONE_PIXEL_PNG), signedBy: 'Someone' };
    expect((await call('PUT', signaturePath(), { token: await tokenFor('responsiblemasterplumber'), body })).status).toBe(404);
    expect((await call('PUT', signaturePath(), { token: await tokenFor('accounting'), body })).status).toBe(403);
    expect((await call('GET', signaturePath(), { token: masterPlumber })).status).toBe(404);
  });
});
