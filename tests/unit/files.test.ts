import { describe, expect, it } from 'vitest';
import {
  DEFAULT_UPLOAD_TYPES,
  DOCUMENT_UPLOAD_TYPES,
  IMAGE_EXTENSIONS,
  RENAME_NAME_REQUIRED,
  fileExtension,
  isAllowedUpload,
  isImageFileName,
  renameKeepingExtension,
  sanitiseFileName,
  splitExtension,
  uploadExtensions,
} from '../../src/domain/files/names';
import { eachCase } from '../support/cases';

describe('sanitiseFileName (spec §5)', () => {
  eachCase(sanitiseFileName, [
    // letters, digits, underscores, spaces and dots stay
    ['Invoice_2024 final.v2.pdf', 'Invoice_2024 final.v2.pdf'],
    // every other character goes
    ['a/b\\c:d*e?f"g<h>i|j#k%l&m(n)o[p]q{r}s-t+u=v,w;x!y@z\'~`$^.txt', 'abcdefghijklmnopqrstuvwxyz.txt'],
    ['../../etc/passwd', '....etcpasswd'],
    // letters of other scripts stay, accents composed first
    ['Résumé 2024.pdf', 'Résumé 2024.pdf'],
    ['Re\u0301sume\u0301.pdf', 'Résumé.pdf'],
    ['報告書.pdf', '報告書.pdf'],
    // tabs and line breaks become spaces
    ['a\tb\nc\r\nd.txt', 'a b c  d.txt'],
    // emoji and symbols go
    ['site 📷 photo©.jpg', 'site  photo.jpg'],
  ]);
});

describe('splitExtension', () => {
  eachCase(splitExtension, [
    // at the last dot
    ['report.pdf', { base: 'report', extension: '.pdf' }],
    ['archive.tar.gz', { base: 'archive.tar', extension: '.gz' }],
    ['PHOTO.JPG', { base: 'PHOTO', extension: '.JPG' }],
    // no extension without a dot, with only a leading dot or with a trailing dot
    ['README', { base: 'README', extension: '' }],
    ['.env', { base: '.env', extension: '' }],
    ['notes.', { base: 'notes.', extension: '' }],
    ['', { base: '', extension: '' }],
  ]);
});

describe('fileExtension is the lower-case extension without its dot', () => {
  eachCase(fileExtension, [
    ['PHOTO.JPG', 'jpg'],
    ['README', ''],
  ]);
});

describe('renameKeepingExtension (spec §5 Rename file)', () => {
  const refused = { ok: false, error: 'Please Enter New Name.' } as const;

  eachCase(([oldName, newName]: [string, string]) => renameKeepingExtension(oldName, newName), [
    // the old extension is kept
    [['IMG_0001.JPG', 'Roof unit before'], { ok: true, fileName: 'Roof unit before.JPG' }],
    [['quote.final.pdf', 'quote v2'], { ok: true, fileName: 'quote v2.pdf' }],
    // and not added twice when it was typed
    [['photo.jpg', 'roof.JPG'], { ok: true, fileName: 'roof.jpg' }],
    // a different extension typed is part of the name
    [['photo.jpg', 'roof.png'], { ok: true, fileName: 'roof.png.jpg' }],
    // the new name is sanitised and trimmed
    [['a.pdf', '  Unit #4 / east  '], { ok: true, fileName: 'Unit 4  east.pdf' }],
    // a file without an extension
    [['README', 'notes'], { ok: true, fileName: 'notes' }],
    // a new name is required
    [['a.pdf', ''], refused],
    [['a.pdf', '   '], refused],
    [['a.pdf', '#/?*'], refused],
    [['a.pdf', '.pdf'], refused],
    [['a.pdf', '..'], refused],
  ]);

  it('says a new name is required', () => {
    expect(RENAME_NAME_REQUIRED).toBe('Please Enter New Name.');
  });
});

describe('upload types (spec §5)', () => {
  it('defaults to jpeg, jpg, png and heic', () => {
    expect(uploadExtensions(DEFAULT_UPLOAD_TYPES).sort()).toEqual(['heic', 'jpeg', 'jpg', 'png']);
  });

  it('the fuller list adds pdf, Excel, plain text and Word', () => {
    expect(uploadExtensions(DOCUMENT_UPLOAD_TYPES).sort()).toEqual(['doc', 'docx', 'heic', 'jpeg', 'jpg', 'pdf', 'png', 'txt', 'xls', 'xlsx']);
  });

  describe('checks a file by extension in any case, against the default types', () => {
    eachCase((name: string) => isAllowedUpload(name), [
      ['IMG_1234.HEIC', true],
      ['scan.pdf', false],
    ]);
  });

  describe('checks a file by extension in any case, against the fuller list', () => {
    eachCase((name: string) => isAllowedUpload(name, DOCUMENT_UPLOAD_TYPES), [
      ['scan.pdf', true],
      ['prices.XLSX', true],
      ['setup.exe', false],
      ['jpg', false],
      ['photo.jpg.exe', false],
    ]);
  });
});

describe('isImageFileName', () => {
  eachCase(isImageFileName, [
    // png, jpg and jpeg in any case
    ['a.png', true],
    ['b.JPG', true],
    ['c.Jpeg', true],
    ['my.photo.jpeg', true],
    // other files
    ['a.heic', false],
    ['b.pdf', false],
    ['png', false],
    ['.png', false],
    ['c.png.txt', false],
    ['d.gif', false],
    ['', false],
  ]);

  it('knows png, jpg and jpeg as images', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg']);
  });
});
