/**
 * The customer's sign-off over HTTP: what the customer signs for (labor descriptions, time on
 * site, materials and items, photos tagged "after"), the signed PDF kept with the order and read back as text, re-signing
 * keeping every version, and the refusals (no signature, no name, a summary that changed, another
 * subscriber, no write permission), and the work performed written before the customer signs.
 * Works in the clock tenant with technician plain 67, whose rated order bills by rate sheet, and
 * plain 66.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, call, tokenFor } from '../support/api';
import { readPdf } from '../support/pdf';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { filesApi, jpegOf } from './filesHelpers';
import { expectFieldError } from './helpers';
import { clockIn, clockOut, clockedIn, minutesFromNow, stopViewData, technicianOf, tenant, tokenOf, validStop } from './timeTrackingHelpers';

const tech = technicianOf('plain', 67);
const order = tech.ratedOrderId;
const WORK_DONE = 'Replaced the condenser fan motor and cleaned the coil; unit holds 36 °F.';
const SIGNER = 'Zoë Kowalczyk';

/** A 300×200 transparent PNG with a stroke, as the signature pad's canvas exports it. */
const signaturePng = async () =>
  sharp(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"><path d="M30 140 C 70 40, 110 180, 150 90 S 230 60, 270 120" stroke="#10253a" stroke-width="3" fill="none"/></svg>'))
    .png()
    .toBuffer();
const dataUrl = (png: Buffer) => `data:image/png;base64,${png.toString('base64')}`;

const summaryOf = async (token = tech.token) => {
  const answer = await call('GET', `/api/v1/workOrders/${order}/signOff`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body;
};
const sign = (body: Record<string, unknown>, token = tech.token) => call('PUT', `/api/v1/workOrders/${order}/signature`, { token, body });
const signOffsOf = async (token = tech.token) => {
  const answer = await call('GET', `/api/v1/workOrders/${order}/signOffs`, { token });
  expect(answer.status, answer.text).toBe(200);
  return answer.body as Array<{ id: number; version: number; signedBy: string; fileName: string; byteSize: number }>;
};
const pdfResponse = (signOffId: number, token = tech.token) =>
  fetch(`${baseUrl()}/api/v1/workOrders/${order}/signOffs/${signOffId}/pdf`, { headers: { authorization: `Bearer ${token}` } });

const addChild = async (path: string, body: Record<string, unknown>) => {
  const answer = await call('POST', `/api/v1/workOrders/${order}/${path}`, { token: tech.token, body });
  expect(answer.status, answer.text).toBe(201);
};

let png: Buffer;

beforeAll(async () => {
  png = await signaturePng();
  const rated = { workOrderId: order, serviceTechnicianId: tenant().rateSheet.serviceTechnician };
  // 30 minutes on the road, then 90 minutes on site with a description written at clock-out.
  const setOut = minutesFromNow(-150);
  await clockedIn(tech.token, { ...rated, userStatusId: 2, isReachedAtSite: false, date: setOut.date, startTime: setOut.time });
  const arrived = minutesFromNow(-120);
  const onSite = await clockIn(tech.token, { ...rated, userStatusId: 1, isReachedAtSite: true, date: arrived.date, startTime: arrived.time });
  expect(onSite.status, onSite.text).toBe(200);
  const left = minutesFromNow(-30);
  const stopped = await clockOut(tech.token, { ...validStop(order, onSite.body.workOrderLaborId), description: WORK_DONE, date: left.date, stopTime: left.time });
  expect(stopped.status, stopped.text).toBe(200);

  await addChild('materials', { description: 'Condenser fan motor 1/3 HP', partNumber: 'FM-1033', quantity: 1, materialStatusId: 6 });
  await addChild('standardItems', { standardItemId: 1, quantity: 2, description: 'Harbor bridge' });
  await addChild('rateSheetStandardItems', { rateSheetItemId: tenant().rateSheet.van, itemRateTypeId: 1, quantity: 1.5 });

  // Photos of the order: one of the finished work, one from before it; only "after" is signed for.
  const files = filesApi(baseUrl());
  for (const [name, tag] of [['CondenserAfter.jpg', 'after'], ['CondenserBefore.jpg', 'before']]) {
    const uploaded = await files.upload(tech.token, { folder: `workOrders/${order}`, tag }, [{ name, bytes: await jpegOf(1200, 900) }]);
    expect(uploaded.status, uploaded.text).toBe(200);
  }
});

describe('what the customer signs for', () => {
  it('lists each labor with its technician and description, counts only on-site time, lists materials and items with quantities, and the photos tagged after', async () => {
    const summary = await summaryOf();
    expect(summary).toMatchObject({ workOrderId: order, companyName: 'Clockwork Test Co', customerName: 'Rated Foods', onSiteMinutes: 90 });
    expect(summary.labors).toEqual([
      expect.objectContaining({ technicianName: expect.stringContaining('tech'), onSite: false, minutes: 30, description: null }),
      expect.objectContaining({ onSite: true, minutes: 90, description: WORK_DONE, stopTime: expect.any(String) }),
    ]);
    expect(summary.items).toEqual([
      { kind: 'material', name: 'Condenser fan motor 1/3 HP', detail: 'Part FM-1033', quantity: 1 },
      { kind: 'standardItem', name: 'Toll', detail: 'Harbor bridge', quantity: 2 },
      { kind: 'rateSheetItem', name: 'Van', detail: 'Regular', quantity: 1.5 },
    ]);
    expect(summary.afterPhotos).toEqual([{ fileId: expect.any(String), name: 'CondenserAfter.jpg', thumbnailUrl: expect.stringContaining('/api/Files/Content?') }]);
    const thumbnail = await filesApi(baseUrl()).fetchBytes(summary.afterPhotos[0].thumbnailUrl);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toMatch(/^image\//);
    expect(summary.digest).toMatch(/^[\w-]{43}$/);
  });
});

describe('signing', () => {
  it('refuses a missing signature, a missing name and a summary that changed, and keeps nothing', async () => {
    const { digest } = await summaryOf();
    expectFieldError(await sign({ signedBy: SIGNER, summaryDigest: digest }), 'signaturePng', 'The signaturePng field is required.');
    expectFieldError(await sign({ signaturePng: dataUrl(png), summaryDigest: digest }), 'signedBy', 'The signedBy field is required.');
    expectFieldError(await sign({ signaturePng: dataUrl(png), signedBy: '  ', summaryDigest: digest }), 'signedBy', 'The signedBy field is required.');
    const stale = await sign({ signaturePng: dataUrl(png), signedBy: SIGNER, summaryDigest: 'an-older-reading' });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The work on this order changed while the customer was reading it. Review the updated summary and sign again.');
    expect(await signOffsOf()).toEqual([]);
    expect((await call('GET', `/api/v1/workOrders/${order}`, { token: tech.token })).body.isSigned).toBe(false);
  });

  it('is refused to another subscriber (404), to a technician not on the order (404) and to a user without Work Orders write (403)', async () => {
    const body = { signaturePng: dataUrl(png), signedBy: SIGNER };
    const bayside = await tokenFor('bayside-technician', OTHER_PASSWORD);
    const otherTechnician = technicianOf('plain', 68).token;
    for (const token of [bayside, otherTechnician]) {
      expect((await sign(body, token)).status).toBe(404);
      expect((await call('GET', `/api/v1/workOrders/${order}/signOff`, { token })).status).toBe(404);
    }
    expect((await sign(body, tokenOf(tenant().users.salesPerson))).status).toBe(403);
    expect(await signOffsOf()).toEqual([]);
  });

  it('keeps the signed summary as a PDF whose text holds the work, the time on site, the materials and items, the after photo and the printed name', async () => {
    const { digest } = await summaryOf();
    const saved = await sign({ signaturePng: dataUrl(png), signedBy: ` ${SIGNER} `, summaryDigest: digest });
    expect(saved.status, saved.text).toBe(200);
    expect(saved.body).toMatchObject({ isSigned: true, signedBy: SIGNER, signOff: { version: 1, signedBy: SIGNER, fileName: expect.stringMatching(/^sign-off-WO-\d+-v1\.pdf$/) } });

    const response = await pdfResponse(saved.body.signOff.id);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${saved.body.signOff.fileName}"`);
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.length).toBe(saved.body.signOff.byteSize);
    const { text, images } = await readPdf(bytes);
    for (const expected of [
      'Clockwork Test Co',
      'Rated Foods',
      WORK_DONE,
      'Time on site: 1 Hour 30 Mins',
      'Travel 30 Mins',
      '1 × Condenser fan motor 1/3 HP',
      'Part FM-1033',
      '2 × Toll',
      '1.5 × Van',
      'Photos of the finished work',
      'CondenserAfter.jpg',
      `Printed name ${SIGNER}`,
      `Signed ${saved.body.signedDate.slice(5, 7)}/${saved.body.signedDate.slice(8, 10)}/${saved.body.signedDate.slice(0, 4)}`,
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).not.toContain('CondenserBefore');
    expect(images, 'the after photo and the signature are drawn').toBe(2);
  });

  it('keeps every version when the customer signs again, the latest first, each PDF as it was signed', async () => {
    const before = (await summaryOf()).digest;
    await addChild('materials', { description: 'Coil cleaner, 1 gal', quantity: 1, materialStatusId: 6 });
    expect((await sign({ signaturePng: dataUrl(png), signedBy: SIGNER, summaryDigest: before })).status).toBe(409);
    const { digest } = await summaryOf();
    const again = await sign({ signaturePng: dataUrl(png), signedBy: 'Dana Whitfield', summaryDigest: digest });
    expect(again.status, again.text).toBe(200);
    const versions = await signOffsOf();
    expect(versions.map((v) => [v.version, v.signedBy])).toEqual([
      [2, 'Dana Whitfield'],
      [1, SIGNER],
    ]);
    const latest = await readPdf(Buffer.from(await (await pdfResponse(versions[0].id)).arrayBuffer()));
    const first = await readPdf(Buffer.from(await (await pdfResponse(versions[1].id)).arrayBuffer()));
    expect(latest.text).toContain('Coil cleaner, 1 gal');
    expect(latest.text).toContain('Sign-off version 2');
    expect(first.text).not.toContain('Coil cleaner');
    expect(first.text).toContain(`Printed name ${SIGNER}`);
  });

  it('gives two signatures sent at the same moment different versions, or refuses the second; never one version twice', async () => {
    const before = (await signOffsOf()).length;
    const { digest } = await summaryOf();
    const answers = await Promise.all(['Ann Parallel', 'Bob Parallel'].map((signedBy) => sign({ signaturePng: dataUrl(png), signedBy, summaryDigest: digest })));
    for (const answer of answers) expect([200, 409], answer.text).toContain(answer.status);
    const saved = answers.filter((answer) => answer.status === 200);
    expect(saved.length).toBeGreaterThanOrEqual(1);
    const versions = await signOffsOf();
    expect(versions).toHaveLength(before + saved.length);
    expect(new Set(versions.map((v) => v.version)).size).toBe(versions.length);
    for (const { body } of saved) expect((await pdfResponse(body.signOff.id)).status).toBe(200);
  });

  it('serves the PDFs only within the subscriber and to those who see the order; removing the signature keeps them', async () => {
    const [latest] = await signOffsOf();
    const bayside = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    expect((await pdfResponse(latest.id, bayside)).status).toBe(404);
    expect((await pdfResponse(latest.id, technicianOf('plain', 68).token)).status).toBe(404);
    expect((await call('GET', `/api/v1/workOrders/${order}/signOffs`, { token: bayside })).status).toBe(404);
    expect((await pdfResponse(999_999)).status).toBe(404);

    const teamLeader = tokenOf(tenant().users.teamLeader);
    const kept = (await signOffsOf()).map((v) => v.version);
    expect((await call('DELETE', `/api/v1/workOrders/${order}/signature`, { token: teamLeader })).status).toBe(200);
    expect((await signOffsOf()).map((v) => v.version)).toEqual(kept);
    expect((await pdfResponse(latest.id, teamLeader)).status).toBe(200);
  });
});

describe('the work performed, written before the customer signs (issue 34)', () => {
  const writer = technicianOf('plain', 66);
  const visit = writer.secondOrderId;
  const WRITTEN = 'Replaced the door closer arm; door closes and latches on its own.';
  const write = (description: unknown, token = writer.token) =>
    call('PUT', `/api/v1/workOrders/${visit}/signOff/workPerformed`, { token, body: { description } });

  it('is written on the open labor of the technician on the order: the summary and its PDF show it, the stop dialog takes it as the description', async () => {
    expect(await write(WRITTEN)).toMatchObject({ status: 409, body: { message: expect.stringMatching(/^You are not clocked in on work order /) } });
    const laborId = await clockedIn(writer.token, { workOrderId: visit });
    expectFieldError(await write('   '), 'description', 'Description is required.');
    expectFieldError(await write('x'.repeat(1501)), 'description', 'Description must be at most 1500 characters.');
    // Only the technician clocked in writes it: another technician does not see the order, another subscriber neither.
    expect((await write(WRITTEN, technicianOf('plain', 68).token)).status).toBe(404);
    expect((await write(WRITTEN, await tokenFor('bayside-technician', OTHER_PASSWORD))).status).toBe(404);

    const written = await write(` ${WRITTEN} `);
    expect(written.status, written.text).toBe(200);
    expect(written.body.labors).toEqual([expect.objectContaining({ workOrderLaborId: laborId, stopTime: null, description: WRITTEN })]);
    const read = await call('GET', `/api/v1/workOrders/${visit}/signOff`, { token: writer.token });
    expect(read.body.digest).toBe(written.body.digest);
    expect((await stopViewData(writer.token, visit)).body.description).toBe(WRITTEN);

    const signed = await call('PUT', `/api/v1/workOrders/${visit}/signature`, {
      token: writer.token,
      body: { signaturePng: dataUrl(png), signedBy: SIGNER, summaryDigest: written.body.digest },
    });
    expect(signed.status, signed.text).toBe(200);
    const pdf = await fetch(`${baseUrl()}/api/v1/workOrders/${visit}/signOffs/${signed.body.signOff.id}/pdf`, { headers: { authorization: `Bearer ${writer.token}` } });
    expect((await readPdf(Buffer.from(await pdf.arrayBuffer()))).text).toContain(WRITTEN);

    // Changed at clock-out, the labor takes the new words; the signed PDF keeps what was signed.
    const changed = `${WRITTEN} Lubricated the hinges.`;
    expect((await clockOut(writer.token, { ...validStop(visit, laborId), description: changed })).status).toBe(200);
    const after = await call('GET', `/api/v1/workOrders/${visit}/signOff`, { token: writer.token });
    expect(after.body.labors[0].description).toBe(changed);
    expect(await write(WRITTEN)).toMatchObject({ status: 409 });
  });
});
