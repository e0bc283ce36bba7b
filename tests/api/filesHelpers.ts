/**
 * Shared helpers of the files API tests (not a test file itself): multipart calls to the file
 * storage routes and sample files made on the spot (real JPEG, PNG, PDF, text and Excel bytes).
 */
import ExcelJS from 'exceljs';
import sharp from 'sharp';

export interface Upload {
  name: string;
  bytes: Buffer | Uint8Array;
  field?: string;
}

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
  headers: Headers;
}

async function answerOf(response: Response): Promise<Answer> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON */
  }
  return { status: response.status, body, text, headers: response.headers };
}

const bearer = (token: string | null): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

/** The file storage calls of one server. */
export function filesApi(baseUrl: string) {
  return {
    async upload(token: string | null, query: Record<string, string>, files: Upload[]): Promise<Answer> {
      const form = new FormData();
      for (const file of files) form.append(file.field ?? 'files', new Blob([new Uint8Array(file.bytes)]), file.name);
      return answerOf(await fetch(`${baseUrl}/api/Files/Upload?${new URLSearchParams(query)}`, { method: 'POST', headers: bearer(token), body: form }));
    },
    async list(token: string | null, folder: string): Promise<Answer> {
      return answerOf(await fetch(`${baseUrl}/api/Files/List?${new URLSearchParams({ folder })}`, { headers: bearer(token) }));
    },
    async remove(token: string, folder: string, fields: Array<['fileNames' | 'path', string]>): Promise<Answer> {
      const form = new FormData();
      for (const [name, value] of fields) form.append(name, value);
      return answerOf(await fetch(`${baseUrl}/api/Files/delete?${new URLSearchParams({ folder })}`, { method: 'POST', headers: bearer(token), body: form }));
    },
    async json(token: string, path: string, body: unknown): Promise<Answer> {
      return answerOf(await fetch(`${baseUrl}${path}`, { method: 'POST', headers: { ...bearer(token), 'content-type': 'application/json' }, body: JSON.stringify(body) }));
    },
    async copyFolder(token: string, fromFolder: string, toFolder: string): Promise<Answer> {
      return answerOf(await fetch(`${baseUrl}/api/Files/copyFolder?${new URLSearchParams({ fromFolder, toFolder })}`, { headers: bearer(token) }));
    },
    /** A content link (as listed, relative) or any path under the server; bytes and headers. */
    async fetchBytes(link: string, token: string | null = null): Promise<{ status: number; bytes: Buffer; headers: Headers; text: string }> {
      const response = await fetch(`${baseUrl}${link}`, { headers: bearer(token) });
      const bytes = Buffer.from(await response.arrayBuffer());
      return { status: response.status, bytes, headers: response.headers, text: bytes.toString('utf8') };
    },
  };
}

/** A photo-like JPEG (noise, so it does not compress to nothing). */
export async function jpegOf(width: number, height: number): Promise<Buffer> {
  const noise = await sharp({ create: { width: Math.ceil(width / 8), height: Math.ceil(height / 8), channels: 3, background: { r: 0, g: 0, b: 0 }, noise: { type: 'gaussian', mean: 128, sigma: 60 } } })
    .png()
    .toBuffer();
  return sharp(noise).resize(width, height, { kernel: 'nearest' }).jpeg({ quality: 90 }).toBuffer();
}

export const pngOf = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 4, background: { r: 20, g: 120, b: 200, alpha: 1 } } }).png().toBuffer();

/** The start of an iPhone HEIC photo: its ftyp box (brand heic), which is what identifies the format. */
export const HEIC = Buffer.concat([
  Buffer.from([0x00, 0x00, 0x00, 0x18]),
  Buffer.from('ftypheic'),
  Buffer.from([0x00, 0x00, 0x00, 0x00]),
  Buffer.from('mif1heic'),
  Buffer.alloc(64, 0),
]);

export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

export async function xlsxOf(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.addWorksheet('Readings').addRow(['Suction', 42]);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
