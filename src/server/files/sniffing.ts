/**
 * What a file really is, read from its bytes (file-type), against what its name says: a ".png"
 * that is not a PNG is refused. Plain text has no signature: it must be UTF-8 without NUL bytes.
 */
import { fileTypeFromBuffer } from 'file-type';
import { fileExtension, type UploadTypes } from '../../domain/files/names';

/** The types file-type reports for each extension FieldDesk takes; [] for plain text. */
const SIGNATURES: Record<string, string[]> = {
  jpg: ['image/jpeg'],
  jpeg: ['image/jpeg'],
  png: ['image/png'],
  heic: ['image/heic', 'image/heif', 'image/heic-sequence', 'image/heif-sequence'],
  pdf: ['application/pdf'],
  // Excel 97-2003 and Word 97-2003 files are OLE compound files.
  xls: ['application/x-cfb'],
  doc: ['application/x-cfb'],
  xlsx: ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'],
  docx: ['application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  txt: [],
};

const isPlainText = (bytes: Buffer) => {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
};

export type Sniffed = { ok: true; contentType: string } | { ok: false; error: string };

/** The content type to keep for the file when its bytes are what its extension says and the types allow it. */
export async function sniff(fileName: string, bytes: Buffer, allowed: UploadTypes): Promise<Sniffed> {
  const extension = fileExtension(fileName);
  const contentType = Object.entries(allowed).find(([, extensions]) => extensions.includes(`.${extension}`))?.[0];
  const expected = SIGNATURES[extension];
  if (!contentType || !expected) {
    const list = Object.values(allowed).flat().join(', ');
    return { ok: false, error: `${fileName}: this type of file is not accepted. Accepted types: ${list}.` };
  }
  if (bytes.length === 0) return { ok: false, error: `${fileName} is empty.` };
  const detected = await fileTypeFromBuffer(bytes);
  const matches = expected.length === 0 ? !detected && isPlainText(bytes) : !!detected && expected.includes(detected.mime);
  if (!matches) return { ok: false, error: `${fileName} is not a real .${extension} file: its content does not match its name.` };
  return { ok: true, contentType: extension === 'txt' ? 'text/plain; charset=utf-8' : contentType };
}
