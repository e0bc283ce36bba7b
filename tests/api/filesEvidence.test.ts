/**
 * Evidence is kept (issue 33 item 9): a deleted file keeps its record and bytes (who deleted it,
 * when), hidden from the folder's listing and from the sign-off, and a user holding "Restore
 * Deleted Files" (Super Admin and Admin by default) sees it and restores it. A sign-off records
 * who collected it, and its PDF is served only while its bytes still match the SHA-256 kept
 * at signing: a mismatch is an error, and logged. A server of the file's own, so the test can
 * alter what its storage directory holds.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jpegOf } from './filesHelpers';
import { startFilesTestServer, type FilesTestServer } from './filesOwnServer';

const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

let bed: FilesTestServer;
let plumber: string;
let admin: string;

beforeAll(async () => {
  bed = await startFilesTestServer('filesevidence');
  [plumber, admin] = [await bed.api.tokenFor('masterplumber'), await bed.api.tokenFor('admin')];
}, 300_000);

afterAll(async () => {
  await bed?.close();
});

const deletedOf = (token: string, folder: string) => bed.api.call('GET', `/api/Files/Deleted?folder=${encodeURIComponent(folder)}`, { token });
const restore = (token: string, folder: string, fileId: string) => bed.api.call('POST', '/api/Files/Restore', { token, body: { folder, fileId } });
const namesIn = async (folder: string) => (await bed.files.list(plumber, folder)).body.map((f: any) => f.name).sort();

describe('a deleted file', () => {
  it('is hidden from the folder and the sign-off but kept with who deleted it and when; an administrator restores it', async () => {
    const { orderId, folder } = await bed.newFolder('evidence kept');
    const photo = await jpegOf(120, 90);
    const uploaded = await bed.files.upload(plumber, { folder, tag: 'after' }, [{ name: 'after.jpg', bytes: photo }]);
    expect(uploaded.status, uploaded.text).toBe(200);
    const file = uploaded.body[0];

    expect((await bed.files.remove(plumber, folder, [['fileNames', 'after.jpg']])).body).toEqual({ deleted: ['after.jpg'] });
    expect(await namesIn(folder)).toEqual([]);
    expect((await bed.files.fetchBytes(file.contentUrl)).status).not.toBe(200);
    expect((await bed.api.call('GET', `/api/v1/workOrders/${orderId}/signOff`, { token: plumber })).body.afterPhotos).toEqual([]);

    // The technician may not see or restore deleted files.
    expect((await deletedOf(plumber, folder)).status).toBe(403);
    expect((await restore(plumber, folder, file.id)).status).toBe(403);

    const deleted = await deletedOf(admin, folder);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual([
      expect.objectContaining({ id: file.id, name: 'after.jpg', tag: 'after', deletedBy: expect.stringMatching(/\S/), deletedDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/) }),
    ]);
    const plumberName = (await bed.api.call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: 'masterplumber' }))}&range=[0,9]`, { token: admin })).body[0];
    expect(deleted.body[0].deletedBy).toBe(`${plumberName.firstName} ${plumberName.lastName}`);

    const restored = await restore(admin, folder, file.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body).toMatchObject({ id: file.id, name: 'after.jpg', tag: 'after' });
    expect(await namesIn(folder)).toEqual(['after.jpg']);
    expect((await bed.files.fetchBytes(restored.body.contentUrl)).bytes.equals(photo)).toBe(true);
    expect((await deletedOf(admin, folder)).body).toEqual([]);
    expect((await bed.api.call('GET', `/api/v1/workOrders/${orderId}/signOff`, { token: plumber })).body.afterPhotos.map((p: any) => p.name)).toEqual(['after.jpg']);
  });

  it('restored where another file took its name gets a name of its own; a file not deleted, or of another folder, is a 404', async () => {
    const { folder } = await bed.newFolder('evidence renamed');
    const other = await bed.newFolder('evidence other');
    const first = (await bed.files.upload(plumber, { folder }, [{ name: 'notes.txt', bytes: Buffer.from('first') }])).body[0];
    await bed.files.remove(plumber, folder, [['fileNames', 'notes.txt']]);
    const second = (await bed.files.upload(plumber, { folder }, [{ name: 'notes.txt', bytes: Buffer.from('second') }])).body[0];
    expect(second.name).toBe('notes.txt');

    expect((await restore(admin, other.folder, first.id)).status).toBe(404);
    expect((await restore(admin, folder, second.id)).status).toBe(404);
    const restored = await restore(admin, folder, first.id);
    expect(restored.status, restored.text).toBe(200);
    expect(restored.body.name).toBe('notes 2.txt');
    expect(await namesIn(folder)).toEqual(['notes 2.txt', 'notes.txt']);
    expect((await bed.files.fetchBytes(restored.body.contentUrl)).text).toBe('first');
  });
});

describe('a sign-off', () => {
  const sign = (orderId: number) =>
    bed.api.call('PUT', `/api/v1/workOrders/${orderId}/signature`, { token: plumber, body: { signaturePng: `data:image/png;base64,${ONE_PIXEL_PNG.toString('base64')}`, signedBy: 'Claire Benson' } });

  it('records who collected it', async () => {
    const { orderId } = await bed.newFolder('sign-off collected');
    const signed = await sign(orderId);
    expect(signed.status, signed.text).toBe(200);
    const plumberName = (await bed.api.call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: 'masterplumber' }))}&range=[0,9]`, { token: admin })).body[0];
    const listed = await bed.api.call('GET', `/api/v1/workOrders/${orderId}/signOffs`, { token: admin });
    expect(listed.body).toEqual([expect.objectContaining({ signedBy: 'Claire Benson', collectedBy: `${plumberName.firstName} ${plumberName.lastName}` })]);
  });

  it('whose kept PDF was altered is not served: the mismatch is an error, and logged', async () => {
    const { orderId } = await bed.newFolder('sign-off altered');
    const signed = await sign(orderId);
    expect(signed.status, signed.text).toBe(200);
    const pdfPath = `/api/v1/workOrders/${orderId}/signOffs/${signed.body.signOff.id}/pdf`;
    const served = await bed.files.fetchBytes(pdfPath, plumber);
    expect(served.status).toBe(200);

    const directory = path.join(bed.dataDir, 'files');
    const kept = filesUnder(directory).find((file) => file.includes(`${path.sep}signOffs${path.sep}${orderId}${path.sep}`))!;
    expect(readFileSync(kept).equals(served.bytes)).toBe(true);
    writeFileSync(kept, Buffer.from(served.text.replace('Claire Benson', 'Clara Bension')));

    const altered = await bed.files.fetchBytes(pdfPath, plumber);
    expect(altered.status).toBe(500);
    expect(JSON.parse(altered.text)).toEqual({ message: `The kept PDF of sign-off ${signed.body.signOff.id} no longer matches the fingerprint recorded when it was signed, so it is not served. Ask an administrator to look into it.` });
    expect(bed.logLines.some((line) => line.includes('sign-off PDF does not match its SHA-256') && line.includes(String(signed.body.signOff.id)))).toBe(true);
  });
});

function filesUnder(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const full = path.join(directory, name);
    return statSync(full).isDirectory() ? filesUnder(full) : [full];
  });
}
