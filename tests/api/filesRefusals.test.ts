/**
 * What the file storage calls refuse (spec §5, §7.3, issue 11), each with a message saying what
 * is wrong and nothing kept: types outside the upload list, content that is not what its name
 * says, files over the size limit, unsafe folders and paths, another subscriber's files, callers
 * without the permission, and an empty new name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILE_MAX_BYTES } from '../../src/domain/files/limits';
import { baseUrl, tokenFor } from '../support/api';
import { OTHER_PASSWORD, expectFieldError, userIdOf } from './helpers';
import { PDF, filesApi, jpegOf, pngOf } from './filesHelpers';
import { DINER, createdOrder, demoCustomerId, newTag } from './workOrdersHelpers';

const api = () => filesApi(baseUrl());
let serviceManager: string;
let masterPlumber: string;
let folder: string;
let photo: any;

const namesIn = async (token: string) => (await api().list(token, folder)).body.map((f: any) => f.name).sort();

beforeAll(async () => {
  [serviceManager, masterPlumber] = await Promise.all([tokenFor('servicemanager'), tokenFor('masterplumber')]);
  const order = await createdOrder(serviceManager, { customerId: await demoCustomerId(DINER), problem: `${newTag()} files refused`, technicianIds: [await userIdOf('masterplumber')] });
  folder = `workOrders/${order.id}`;
  const uploaded = await api().upload(masterPlumber, { folder }, [{ name: 'kept.jpg', bytes: await jpegOf(200, 150) }]);
  expect(uploaded.status, uploaded.text).toBe(200);
  photo = uploaded.body[0];
});

describe('upload refuses', () => {
  it('types outside the upload list (spec §5), and keeps nothing of the call', async () => {
    const answer = await api().upload(masterPlumber, { folder }, [
      { name: 'good.png', bytes: await pngOf(10, 10) },
      { name: 'setup.exe', bytes: Buffer.from('MZ\x90\x00') },
    ]);
    expectFieldError(answer, 'files', 'setup.exe: this type of file is not accepted. Accepted types: .jpeg, .jpg, .png, .heic, .pdf, .xls, .xlsx, .txt, .doc, .docx.');
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });

  it('content that is not what its name says', async () => {
    const jpeg = await jpegOf(20, 20);
    const cases: Array<[string, Buffer, string]> = [
      ['fake.png', jpeg, 'fake.png is not a real .png file: its content does not match its name.'],
      ['fake.pdf', Buffer.from('<html><script>alert(1)</script></html>'), 'fake.pdf is not a real .pdf file: its content does not match its name.'],
      ['binary.txt', Buffer.from([0x41, 0x00, 0x42]), 'binary.txt is not a real .txt file: its content does not match its name.'],
      ['pdf.txt', PDF.subarray(0, 4), 'pdf.txt is not a real .txt file: its content does not match its name.'],
      ['broken.jpg', Buffer.concat([jpeg.subarray(0, 200), Buffer.alloc(200, 7)]), 'broken.jpg could not be read as an image: it may be damaged.'],
      ['empty.jpg', Buffer.alloc(0), 'empty.jpg is empty.'],
    ];
    for (const [name, bytes, message] of cases) expectFieldError(await api().upload(masterPlumber, { folder }, [{ name, bytes }]), 'files', message);
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });

  it('a file over the size limit, with the limit in the message (413)', async () => {
    const answer = await api().upload(masterPlumber, { folder }, [{ name: 'huge.jpg', bytes: Buffer.alloc(DEFAULT_FILE_MAX_BYTES + 1, 0xff) }]);
    expect(answer.status).toBe(413);
    expect(answer.body).toEqual({ message: 'huge.jpg is larger than 15 MB, the largest file FieldDesk keeps.' });
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });

  it('no file, a file in another field, a name that sanitises to nothing, fileName with several files', async () => {
    const jpeg = await jpegOf(20, 20);
    expectFieldError(await api().upload(masterPlumber, { folder }, []), 'files', 'No file was sent: send the files in the field "files".');
    expectFieldError(await api().upload(masterPlumber, { folder }, [{ name: 'a.jpg', bytes: jpeg, field: 'photo' }]), 'files', 'Send the files in the field "files", not "photo".');
    expectFieldError(await api().upload(masterPlumber, { folder, fileName: '#?*' }, [{ name: 'a.jpg', bytes: jpeg }]), 'fileName', '"a.jpg" is not a usable file name.');
    expectFieldError(
      await api().upload(masterPlumber, { folder, fileName: 'one.jpg' }, [{ name: 'a.jpg', bytes: jpeg }, { name: 'b.jpg', bytes: jpeg }]),
      'fileName',
      'fileName names a single file: send one file with it.',
    );
    const six = Array.from({ length: 6 }, (_, i) => ({ name: `p${i}.jpg`, bytes: jpeg }));
    expectFieldError(await api().upload(masterPlumber, { folder }, six), 'files', 'At most 5 files may be sent at once.');
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });
});

describe('folders and paths', () => {
  it('refuses NUL, absolute paths, ".." and folders FieldDesk does not keep', async () => {
    const jpeg = await jpegOf(20, 20);
    const cases: Array<[string, string]> = [
      [`${folder}/../1`, 'The folder may not contain "..".'],
      ['../../etc', 'The folder may not contain "..".'],
      ['/etc/passwd', "The folder must be relative to your company's files, not an absolute path."],
      ['C:\\Windows', "The folder must be relative to your company's files, not an absolute path."],
      [`${folder}\0`, 'The folder may not contain the NUL character.'],
      ['customers/3', '"customers/3" is not a folder of files: use workOrders/<work order id>.'],
    ];
    for (const [bad, message] of cases) {
      expectFieldError(await api().upload(masterPlumber, { folder: bad }, [{ name: 'a.jpg', bytes: jpeg }]), 'folder', message);
      expectFieldError(await api().list(masterPlumber, bad), 'folder', message);
    }
    const content = await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(`${folder}/../../../etc/passwd`)}`, masterPlumber);
    expect(content.status).toBe(400);
    expect(JSON.parse(content.text)).toEqual({ title: 'The path may not contain "..".', errors: { path: ['The path may not contain "..".'] } });
    const outside = await api().remove(masterPlumber, folder, [['path', 'workOrders/1/kept.jpg']]);
    expectFieldError(outside, 'path', `The path "workOrders/1/kept.jpg" is not in the folder ${folder}.`);
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });
});

describe('content links', () => {
  it('work only with a valid token for that very file', async () => {
    const ok = await api().fetchBytes(photo.contentUrl);
    expect(ok.status).toBe(200);
    const token = new URL(photo.contentUrl, baseUrl()).searchParams.get('token')!;
    const ended = { message: "This link has expired or is not valid. Open the work order's files again." };
    // no token at all
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}`)).status).toBe(401);
    // the token of this file for another path
    const elsewhere = await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(`${folder}/other.jpg`)}&token=${token}`);
    expect(elsewhere.status).toBe(401);
    expect(JSON.parse(elsewhere.text)).toEqual(ended);
    // a changed token
    const forged = `${token.split('.')[0]}.${'A'.repeat(43)}`;
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}&token=${forged}`)).status).toBe(401);
    // the session token is not a content token
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}&token=${masterPlumber}`)).status).toBe(401);
    // and a content token is not a session token
    expect((await api().list(token, folder)).status).toBe(401);
  });
});

describe('another subscriber', () => {
  it("cannot list, upload to, fetch, rename, tag, delete or copy this subscriber's files (404)", async () => {
    const bayside = await tokenFor('bayside-superadmin', OTHER_PASSWORD);
    expect((await api().list(bayside, folder)).status).toBe(404);
    expect((await api().upload(bayside, { folder }, [{ name: 'x.jpg', bytes: await jpegOf(20, 20) }])).status).toBe(404);
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}`, bayside)).status).toBe(404);
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}&thumbnail=true`, bayside)).status).toBe(404);
    expect((await api().json(bayside, '/api/files/Rename', { folder, oldName: 'kept.jpg', newName: 'mine' })).status).toBe(404);
    expect((await api().json(bayside, '/api/Files/Tag', { folder, fileName: 'kept.jpg', tag: 'after' })).status).toBe(404);
    expect((await api().remove(bayside, folder, [['fileNames', 'kept.jpg']])).status).toBe(404);
    expect((await api().copyFolder(bayside, folder, folder.replace(/\d+$/, '1'))).status).toBe(404);
    expect((await api().list(masterPlumber, folder)).body).toEqual([expect.objectContaining({ name: 'kept.jpg', tag: 'none', version: 1 })]);
  });
});

describe('permissions', () => {
  it('a technician not on the order sees nothing of it (404); read-only Work Orders may look but not change (403)', async () => {
    const notAssigned = await tokenFor('responsiblemasterplumber');
    expect((await api().list(notAssigned, folder)).status).toBe(404);
    expect((await api().upload(notAssigned, { folder }, [{ name: 'x.jpg', bytes: await jpegOf(20, 20) }])).status).toBe(404);
    expect((await api().fetchBytes(`/api/Files/Content?path=${encodeURIComponent(photo.path_display)}`, notAssigned)).status).toBe(404);

    const accounting = await tokenFor('accounting');
    expect((await api().list(accounting, folder)).status).toBe(200);
    expect((await api().upload(accounting, { folder }, [{ name: 'x.jpg', bytes: await jpegOf(20, 20) }])).status).toBe(403);
    expect((await api().json(accounting, '/api/files/Rename', { folder, oldName: 'kept.jpg', newName: 'x' })).status).toBe(403);
    expect((await api().remove(accounting, folder, [['fileNames', 'kept.jpg']])).status).toBe(403);
    expect((await api().list(null, folder)).status).toBe(401);
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg']);
  });
});

describe('rename and delete refuse', () => {
  it('an empty new name with the spec message (spec §5, §8), and one too long', async () => {
    for (const newName of ['', '   ', '#/?', '.jpg']) {
      expectFieldError(await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'kept.jpg', newName }), 'newName', 'Please Enter New Name.');
    }
    expectFieldError(
      await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'kept.jpg', newName: 'x'.repeat(197) }),
      'newName',
      'The new name may be at most 200 characters with its extension.',
    );
  });

  it('a name already taken (409) and a file that is not there (404)', async () => {
    await api().upload(masterPlumber, { folder }, [{ name: 'second.jpg', bytes: await jpegOf(20, 20) }]);
    const taken = await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'second.jpg', newName: 'KEPT' });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({ message: 'A file named "KEPT.jpg" is already in this folder.' });
    const missing = await api().json(masterPlumber, '/api/files/Rename', { folder, oldName: 'nothing.jpg', newName: 'x' });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ message: 'The file "nothing.jpg" was not found in this folder.' });
    // Deleting two files of which one is not there deletes neither.
    const partly = await api().remove(masterPlumber, folder, [['fileNames', 'second.jpg'], ['fileNames', 'nothing.jpg']]);
    expect(partly.status).toBe(404);
    expectFieldError(await api().remove(masterPlumber, folder, []), 'fileNames', 'Name the files to delete in the multipart fields fileNames or path.');
    expect(await namesIn(masterPlumber)).toEqual(['kept.jpg', 'second.jpg']);
  });
});
