import { describe, expect, it } from 'vitest';
import { folderOfPath, parseFilePath, parseFolder, workOrderFolder } from '../../src/domain/files/folders';
import { eachCase } from '../support/cases';

describe('parseFolder (work-order folders, relative to the caller\'s company)', () => {
  eachCase(parseFolder, [
    ['workOrders/12', { ok: true, workOrderId: 12, folder: 'workOrders/12' }],
    ['WORKORDERS/12/', { ok: true, workOrderId: 12, folder: 'workOrders/12' }],
    ['workOrders/12/../13', { ok: false, error: 'The folder may not contain "..".' }],
    ['..\\secrets', { ok: false, error: 'The folder may not contain "..".' }],
    ['/workOrders/12', { ok: false, error: "The folder must be relative to your company's files, not an absolute path." }],
    ['\\\\server\\share', { ok: false, error: "The folder must be relative to your company's files, not an absolute path." }],
    ['c:/windows', { ok: false, error: "The folder must be relative to your company's files, not an absolute path." }],
    ['workOrders/1\0', { ok: false, error: 'The folder may not contain the NUL character.' }],
    ['workOrders/0', { ok: false, error: '"workOrders/0" is not a folder of files: use workOrders/<work order id>.' }],
    ['workOrders/99999999999', { ok: false, error: '"workOrders/99999999999" is not a folder of files: use workOrders/<work order id>.' }],
    ['customers/3', { ok: false, error: '"customers/3" is not a folder of files: use workOrders/<work order id>.' }],
  ]);
});

describe('parseFilePath', () => {
  eachCase(parseFilePath, [
    ['workOrders/12/Roof unit.jpg', { ok: true, workOrderId: 12, folder: 'workOrders/12', fileName: 'Roof unit.jpg' }],
    ['workOrders/12/', { ok: false, error: '"workOrders/12/" is not the path of a file: use workOrders/<work order id>/<file name>.' }],
    ['photo.jpg', { ok: false, error: '"photo.jpg" is not the path of a file: use workOrders/<work order id>/<file name>.' }],
    ['workOrders/12/../../etc/passwd', { ok: false, error: 'The path may not contain "..".' }],
  ]);

  it('derives the folder from a path (spec §3.9) and back', () => {
    expect(folderOfPath('workOrders/12/a.jpg')).toBe(workOrderFolder(12));
  });
});
