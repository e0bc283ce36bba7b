/**
 * What a file really is, read from its bytes (file-type), against what its name says: a ".png"
 * that is not a PNG is refused. Plain text has no signature: it must be UTF-8 without NUL bytes.
 * Uploads are checked as they stream to the storage (StreamedSniff): no file is held whole.
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

export type Sniffed = { ok: true; contentType: string } | { ok: false; error: string };

/** Refuses a name whose extension the types do not take, before a byte is read. */
export function acceptedByName(fileName: string, allowed: UploadTypes): Sniffed {
  const extension = fileExtension(fileName);
  const contentType = Object.entries(allowed).find(([, extensions]) => extensions.includes(`.${extension}`))?.[0];
  if (!contentType || !SIGNATURES[extension]) {
    const list = Object.values(allowed).flat().join(', ');
    return { ok: false, error: `${fileName}: this type of file is not accepted. Accepted types: ${list}.` };
  }
  return { ok: true, contentType: extension === 'txt' ? 'text/plain; charset=utf-8' : contentType };
}

/** How many of a file's first bytes the check reads (file-type looks into the first entries of an Office file's zip). */
export const SNIFF_HEAD_BYTES = 256 * 1024;

/**
 * The check of a file read as it streams past: its first bytes (SNIFF_HEAD_BYTES), its size, and
 * whether the whole of it is UTF-8 without NUL bytes (what plain text must be).
 */
export class StreamedSniff {
  private readonly head: Buffer[] = [];
  private headBytes = 0;
  private readonly utf8 = new TextDecoder('utf-8', { fatal: true });
  private text = true;
  size = 0;

  take(chunk: Buffer) {
    this.size += chunk.length;
    if (this.headBytes < SNIFF_HEAD_BYTES) {
      const part = chunk.subarray(0, SNIFF_HEAD_BYTES - this.headBytes);
      this.head.push(part);
      this.headBytes += part.length;
    }
    if (this.text) {
      try {
        this.text = !chunk.includes(0) && (this.utf8.decode(chunk, { stream: true }), true);
      } catch {
        this.text = false;
      }
    }
  }

  /** The content type to keep when the bytes are what the name says and the types allow it. */
  async verdict(fileName: string, allowed: UploadTypes): Promise<Sniffed> {
    const byName = acceptedByName(fileName, allowed);
    if (!byName.ok) return byName;
    if (this.size === 0) return { ok: false, error: `${fileName} is empty.` };
    if (this.text) {
      try {
        this.utf8.decode();
      } catch {
        this.text = false;
      }
    }
    const extension = fileExtension(fileName);
    const expected = SIGNATURES[extension];
    const detected = await fileTypeFromBuffer(Buffer.concat(this.head));
    const matches = expected.length === 0 ? !detected && this.text : !!detected && expected.includes(detected.mime);
    if (!matches) return { ok: false, error: `${fileName} is not a real .${extension} file: its content does not match its name.` };
    return byName;
  }
}

/** The content type to keep for the file when its bytes are what its extension says and the types allow it. */
export async function sniff(fileName: string, bytes: Buffer, allowed: UploadTypes): Promise<Sniffed> {
  const streamed = new StreamedSniff();
  if (bytes.length) streamed.take(bytes);
  return streamed.verdict(fileName, allowed);
}
