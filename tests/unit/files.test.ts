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
} from '../../src/domain/files';

describe('sanitiseFileName (spec §5)', () => {
  it('keeps letters, digits, underscores, spaces and dots', () => {
    expect(sanitiseFileName('Invoice_2024 final.v2.pdf')).toBe('Invoice_2024 final.v2.pdf');
  });

  it('removes every other character', () => {
    expect(sanitiseFileName('a/b\\c:d*e?f"g<h>i|j#k%l&m(n)o[p]q{r}s-t+u=v,w;x!y@z\'~`$^.txt')).toBe('abcdefghijklmnopqrstuvwxyz.txt');
    expect(sanitiseFileName('../../etc/passwd')).toBe('....etcpasswd');
  });

  it('keeps letters of other scripts, composing accents first', () => {
    expect(sanitiseFileName('Résumé 2024.pdf')).toBe('Résumé 2024.pdf');
    expect(sanitiseFileName('Re\u0301sume\u0301.pdf')).toBe('Résumé.pdf');
    expect(sanitiseFileName('報告書.pdf')).toBe('報告書.pdf');
  });

  it('turns tabs and line breaks into spaces', () => {
    expect(sanitiseFileName('a\tb\nc\r\nd.txt')).toBe('a b c  d.txt');
  });

  it('drops emoji and symbols', () => {
    expect(sanitiseFileName('site 📷 photo©.jpg')).toBe('site  photo.jpg');
  });
});

describe('splitExtension and fileExtension', () => {
  it('splits at the last dot', () => {
    expect(splitExtension('report.pdf')).toEqual({ base: 'report', extension: '.pdf' });
    expect(splitExtension('archive.tar.gz')).toEqual({ base: 'archive.tar', extension: '.gz' });
    expect(splitExtension('PHOTO.JPG')).toEqual({ base: 'PHOTO', extension: '.JPG' });
  });

  it('has no extension without a dot, with only a leading dot or with a trailing dot', () => {
    expect(splitExtension('README')).toEqual({ base: 'README', extension: '' });
    expect(splitExtension('.env')).toEqual({ base: '.env', extension: '' });
    expect(splitExtension('notes.')).toEqual({ base: 'notes.', extension: '' });
    expect(splitExtension('')).toEqual({ base: '', extension: '' });
  });

  it('gives the lower-case extension without its dot', () => {
    expect(fileExtension('PHOTO.JPG')).toBe('jpg');
    expect(fileExtension('README')).toBe('');
  });
});

describe('renameKeepingExtension (spec §5 Rename file)', () => {
  it('keeps the old extension', () => {
    expect(renameKeepingExtension('IMG_0001.JPG', 'Roof unit before')).toEqual({ ok: true, fileName: 'Roof unit before.JPG' });
    expect(renameKeepingExtension('quote.final.pdf', 'quote v2')).toEqual({ ok: true, fileName: 'quote v2.pdf' });
  });

  it('does not add the extension twice when it was typed', () => {
    expect(renameKeepingExtension('photo.jpg', 'roof.JPG')).toEqual({ ok: true, fileName: 'roof.jpg' });
  });

  it('keeps a different extension typed as part of the name', () => {
    expect(renameKeepingExtension('photo.jpg', 'roof.png')).toEqual({ ok: true, fileName: 'roof.png.jpg' });
  });

  it('sanitises and trims the new name', () => {
    expect(renameKeepingExtension('a.pdf', '  Unit #4 / east  ')).toEqual({ ok: true, fileName: 'Unit 4  east.pdf' });
  });

  it('renames a file that has no extension', () => {
    expect(renameKeepingExtension('README', 'notes')).toEqual({ ok: true, fileName: 'notes' });
  });

  it('requires a new name', () => {
    const refused = { ok: false, error: 'Please Enter New Name.' };
    expect(RENAME_NAME_REQUIRED).toBe('Please Enter New Name.');
    expect(renameKeepingExtension('a.pdf', '')).toEqual(refused);
    expect(renameKeepingExtension('a.pdf', '   ')).toEqual(refused);
    expect(renameKeepingExtension('a.pdf', '#/?*')).toEqual(refused);
    expect(renameKeepingExtension('a.pdf', '.pdf')).toEqual(refused);
    expect(renameKeepingExtension('a.pdf', '..')).toEqual(refused);
  });
});

describe('upload types (spec §5)', () => {
  it('defaults to jpeg, jpg, png and heic', () => {
    expect(uploadExtensions(DEFAULT_UPLOAD_TYPES).sort()).toEqual(['heic', 'jpeg', 'jpg', 'png']);
  });

  it('the fuller list adds pdf, Excel, plain text and Word', () => {
    expect(uploadExtensions(DOCUMENT_UPLOAD_TYPES).sort()).toEqual(['doc', 'docx', 'heic', 'jpeg', 'jpg', 'pdf', 'png', 'txt', 'xls', 'xlsx']);
  });

  it('checks a file by extension in any case', () => {
    expect(isAllowedUpload('IMG_1234.HEIC')).toBe(true);
    expect(isAllowedUpload('scan.pdf')).toBe(false);
    expect(isAllowedUpload('scan.pdf', DOCUMENT_UPLOAD_TYPES)).toBe(true);
    expect(isAllowedUpload('prices.XLSX', DOCUMENT_UPLOAD_TYPES)).toBe(true);
    expect(isAllowedUpload('setup.exe', DOCUMENT_UPLOAD_TYPES)).toBe(false);
    expect(isAllowedUpload('jpg', DOCUMENT_UPLOAD_TYPES)).toBe(false);
    expect(isAllowedUpload('photo.jpg.exe', DOCUMENT_UPLOAD_TYPES)).toBe(false);
  });
});

describe('isImageFileName', () => {
  it('is true for png, jpg and jpeg in any case', () => {
    expect(IMAGE_EXTENSIONS).toEqual(['png', 'jpg', 'jpeg']);
    for (const name of ['a.png', 'b.JPG', 'c.Jpeg', 'my.photo.jpeg']) expect(isImageFileName(name), name).toBe(true);
  });

  it('is false for other files', () => {
    for (const name of ['a.heic', 'b.pdf', 'png', '.png', 'c.png.txt', 'd.gif', '']) expect(isImageFileName(name), name).toBe(false);
  });
});
