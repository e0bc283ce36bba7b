/**
 * Content links (issue 33 item 8): a link is bound to the file it was made for, by id and
 * version, never to a name another file may take later; inline answers (photos, PDFs, text) are
 * sandboxed and never sniffed; every other type downloads as an attachment.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, tokenFor } from '../support/api';
import { userIdOf } from './helpers';
import { PDF, filesApi, jpegOf, xlsxOf } from './filesHelpers';
import { DINER, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

const api = () => filesApi(baseUrl());
let masterPlumber: string;
let folder: string;

const uploaded = async (name: string, bytes: Buffer) => {
  const answer = await api().upload(masterPlumber, { folder }, [{ name, bytes }]);
  expect(answer.status, answer.text).toBe(200);
  return answer.body[0];
};

beforeAll(async () => {
  const serviceManager = await tokenFor('servicemanager');
  masterPlumber = await tokenFor('masterplumber');
  const order = await createdOrder(serviceManager, { customerId: await demoCustomerId(DINER), problem: `${newTag()} content links`, technicianIds: [await userIdOf('masterplumber')] });
  folder = `workOrders/${order.id}`;
});

describe('a content link', () => {
  it('no longer serves anything once its file is renamed and another file takes the old name', async () => {
    const first = await uploaded('readings.txt', Buffer.from('first readings'));
    expect((await api().fetchBytes(first.contentUrl)).text).toBe('first readings');
    const renamed = await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'readings.txt', newName: 'old readings' });
    expect(renamed.status, renamed.text).toBe(200);
    await uploaded('readings.txt', Buffer.from('second readings'));

    const old = await api().fetchBytes(first.contentUrl);
    expect(old.text).not.toBe('second readings');
    expect(old.status).toBe(401);
    expect(JSON.parse(old.text)).toEqual({ message: "This link has expired or is not valid. Open the work order's files again." });
    // The renamed file's own new link serves it.
    expect((await api().fetchBytes(renamed.body.contentUrl)).text).toBe('first readings');
  });

  it('no longer serves anything once its file is deleted and replaced by another of the same name', async () => {
    const first = await uploaded('notes.txt', Buffer.from('the old notes'));
    expect((await api().remove(masterPlumber, folder, [['fileNames', 'notes.txt']])).status).toBe(200);
    const second = await uploaded('notes.txt', Buffer.from('the new notes'));
    expect(second.name).toBe('notes.txt');

    const old = await api().fetchBytes(first.contentUrl);
    expect(old.status).toBe(401);
    expect(old.text).not.toContain('the new notes');
    expect((await api().fetchBytes(second.contentUrl)).text).toBe('the new notes');
  });
});

describe('a file served from the app origin', () => {
  it('inline (PDF, text, photos) is sandboxed and never sniffed', async () => {
    for (const [name, bytes] of [['manual.pdf', PDF], ['site.txt', Buffer.from('<script>alert(1)</script>')], ['unit.jpg', await jpegOf(40, 30)]] as const) {
      const file = await uploaded(name, bytes);
      const served = await api().fetchBytes(file.contentUrl);
      expect(served.status, name).toBe(200);
      expect(served.headers.get('content-disposition'), name).toMatch(/^inline;/);
      expect(served.headers.get('content-security-policy'), name).toBe('sandbox');
      expect(served.headers.get('x-content-type-options'), name).toBe('nosniff');
    }
  });

  it('of any other type downloads as an attachment', async () => {
    const file = await uploaded('readings.xlsx', await xlsxOf());
    const served = await api().fetchBytes(file.contentUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
  });
});
