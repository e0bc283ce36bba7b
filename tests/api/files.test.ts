/**
 * Work-order files over HTTP (spec §7.3, issue 11): upload with thumbnails, listing, content
 * links, rename, tags, delete and copy folder. The refusals are in filesRefusals.test.ts.
 */
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, tokenFor } from '../support/api';
import { userIdOf } from './helpers';
import { HEIC, PDF, filesApi, jpegOf, pngOf, xlsxOf } from './filesHelpers';
import { DINER, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

const api = () => filesApi(baseUrl());
let serviceManager: string;
let masterPlumber: string;
let folder: string;
let otherFolder: string;

beforeAll(async () => {
  [serviceManager, masterPlumber] = await Promise.all([tokenFor('servicemanager'), tokenFor('masterplumber')]);
  const body = async () => ({ customerId: await demoCustomerId(DINER), problem: `${newTag()} files`, technicianIds: [await userIdOf('masterplumber')] });
  folder = `workOrders/${(await createdOrder(serviceManager, await body())).id}`;
  otherFolder = `workOrders/${(await createdOrder(serviceManager, await body())).id}`;
});

describe("a work order's files", () => {
  let photo: Buffer;

  it('stores a photo taken by the technician, with a thumbnail, and lists it', async () => {
    photo = await jpegOf(1600, 1200);
    const uploaded = await api().upload(masterPlumber, { folder }, [{ name: 'IMG_0001.JPG', bytes: photo }]);
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body).toEqual([
      expect.objectContaining({
        name: 'IMG_0001.JPG',
        path_display: `${folder}/IMG_0001.JPG`,
        path_lower: `${folder.toLowerCase()}/img_0001.jpg`,
        size: photo.length,
        contentType: 'image/jpeg',
        isImage: true,
        tag: 'none',
        createdBy: 'Henry Walsh',
        version: 1,
        url: expect.stringMatching(/^\/api\/Files\/Content\?path=.+&token=.+&thumbnail=true$/),
        contentUrl: expect.stringMatching(/^\/api\/Files\/Content\?path=.+&token=[^&]+$/),
      }),
    ]);

    const listed = await api().list(serviceManager, folder);
    expect(listed.status).toBe(200);
    expect(listed.body.map((f: any) => f.name)).toEqual(['IMG_0001.JPG']);

    const content = await api().fetchBytes(listed.body[0].contentUrl);
    expect(content.status).toBe(200);
    expect(content.headers.get('content-type')).toBe('image/jpeg');
    expect(content.bytes.equals(photo)).toBe(true);

    const thumbnail = await api().fetchBytes(listed.body[0].url);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/jpeg');
    const size = await sharp(thumbnail.bytes).metadata();
    expect(Math.max(size.width!, size.height!)).toBe(320);
    expect(thumbnail.bytes.length).toBeLessThan(photo.length / 4);
  });

  it('gives a second photo of the same name a number, and sanitises names (spec §5)', async () => {
    const again = await api().upload(masterPlumber, { folder }, [{ name: 'img_0001.jpg', bytes: await jpegOf(400, 300) }]);
    expect(again.status, again.text).toBe(200);
    expect(again.body[0].name).toBe('img_0001 2.jpg');
    const named = await api().upload(masterPlumber, { folder, fileName: 'Unit #4 (roof)/east.png', tag: 'before' }, [{ name: 'x.png', bytes: await pngOf(50, 40) }]);
    expect(named.status, named.text).toBe(200);
    expect(named.body[0]).toMatchObject({ name: 'Unit 4 roofeast.png', tag: 'before', contentType: 'image/png' });
  });

  it('gives parallel uploads of one name each a name of its own, and lets one of two parallel renames to a name win', async () => {
    const bytes = await jpegOf(64, 48);
    const answers = await Promise.all(Array.from({ length: 4 }, () => api().upload(masterPlumber, { folder: otherFolder }, [{ name: 'image.jpg', bytes }])));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200]);
    expect(answers.map((a) => a.body[0].name).sort()).toEqual(['image 2.jpg', 'image 3.jpg', 'image 4.jpg', 'image.jpg']);
    const renames = await Promise.all(
      ['image 2.jpg', 'image 3.jpg'].map((oldName) => api().json(masterPlumber, '/api/files/Rename', { folder: otherFolder, oldName, newName: 'Gauge' })),
    );
    expect(renames.map((r) => r.status).sort()).toEqual([200, 409]);
    const deleted = await api().remove(masterPlumber, otherFolder, (await api().list(masterPlumber, otherFolder)).body.map((f: any) => ['fileNames', f.name]));
    expect(deleted.body.deleted).toHaveLength(4);
  });

  it('takes HEIC photos and the documents of the fuller list, without thumbnails', async () => {
    const uploaded = await api().upload(serviceManager, { folder }, [
      { name: 'Compressor manual.pdf', bytes: PDF },
      { name: 'readings.xlsx', bytes: await xlsxOf() },
      { name: 'notes.txt', bytes: Buffer.from('Gasket on door 2 replaced — next visit: coil.\n') },
      { name: 'IMG_0002.HEIC', bytes: HEIC },
    ]);
    expect(uploaded.status, uploaded.text).toBe(200);
    expect(uploaded.body.map((f: any) => [f.name, f.contentType, f.url, f.isImage])).toEqual([
      ['Compressor manual.pdf', 'application/pdf', null, false],
      ['readings.xlsx', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', null, false],
      ['notes.txt', 'text/plain; charset=utf-8', null, false],
      // HEIC is kept as sent, without a thumbnail (README "Photos and files").
      ['IMG_0002.HEIC', 'image/heic', null, false],
    ]);
    const pdf = await api().fetchBytes(uploaded.body[0].contentUrl);
    expect(pdf.headers.get('content-disposition')).toBe("inline; filename*=UTF-8''Compressor%20manual.pdf");
    const xlsx = await api().fetchBytes(uploaded.body[1].contentUrl);
    expect(xlsx.headers.get('content-disposition')).toMatch(/^attachment;/);
  });

  it('renames a file keeping its extension; the old path is gone and the new one serves the same bytes', async () => {
    const renamed = await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'IMG_0001.JPG', newName: ' Nameplate / condenser ' });
    expect(renamed.status, renamed.text).toBe(200);
    expect(renamed.body).toMatchObject({ name: 'Nameplate  condenser.JPG', path_display: `${folder}/Nameplate  condenser.JPG`, version: 2, size: photo.length });
    expect((await api().fetchBytes(renamed.body.contentUrl)).bytes.equals(photo)).toBe(true);
    const names = (await api().list(masterPlumber, folder)).body.map((f: any) => f.name);
    expect(names).toContain('Nameplate  condenser.JPG');
    expect(names).not.toContain('IMG_0001.JPG');
    const oldPath = `/api/Files/Content?path=${encodeURIComponent(`${folder}/IMG_0001.JPG`)}`;
    expect((await api().fetchBytes(oldPath, masterPlumber)).status).toBe(404);
  });

  it('tags a photo after, and the listing keeps the tag', async () => {
    const tagged = await api().json(masterPlumber, '/api/Files/Tag', { folder, fileName: 'nameplate  condenser.jpg', tag: 'after' });
    expect(tagged.status, tagged.text).toBe(200);
    expect(tagged.body).toMatchObject({ name: 'Nameplate  condenser.JPG', tag: 'after', version: 3 });
    const listed = (await api().list(serviceManager, folder)).body;
    expect(listed.filter((f: any) => f.tag === 'after').map((f: any) => f.name)).toEqual(['Nameplate  condenser.JPG']);
  });

  it('copies a folder into another order; a name already there gets a number', async () => {
    await api().upload(serviceManager, { folder: otherFolder }, [{ name: 'notes.txt', bytes: Buffer.from('already here') }]);
    const copied = await api().copyFolder(serviceManager, folder, otherFolder);
    expect(copied.status, copied.text).toBe(200);
    expect(copied.body.copied).toHaveLength(7);
    expect(copied.body.copied).toContain('notes 2.txt');
    const listed = (await api().list(serviceManager, otherFolder)).body;
    const photoCopy = listed.find((f: any) => f.name === 'Nameplate  condenser.JPG');
    expect(photoCopy).toMatchObject({ tag: 'after', size: photo.length });
    expect((await api().fetchBytes(photoCopy.contentUrl)).bytes.equals(photo)).toBe(true);
    expect((await api().fetchBytes(photoCopy.url)).status).toBe(200);
  });

  it('deletes files by name and by path; their links answer 404', async () => {
    const before = (await api().list(masterPlumber, folder)).body;
    const pdf = before.find((f: any) => f.name === 'Compressor manual.pdf');
    const deleted = await api().remove(masterPlumber, folder, [['fileNames', 'notes.txt'], ['path', pdf.path_display]]);
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body.deleted.sort()).toEqual(['Compressor manual.pdf', 'notes.txt']);
    const after = (await api().list(masterPlumber, folder)).body.map((f: any) => f.name);
    expect(after).toHaveLength(before.length - 2);
    expect(after).not.toContain('notes.txt');
    expect((await api().fetchBytes(pdf.contentUrl)).status).toBe(404);
    // The copy in the other order is a file of its own.
    expect((await api().list(serviceManager, otherFolder)).body.map((f: any) => f.name)).toContain('Compressor manual.pdf');
  });
});
