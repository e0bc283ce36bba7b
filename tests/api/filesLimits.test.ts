/**
 * What one request may cost the server (issue 33 items 3 and 10). An image's width and height
 * are read from its header and limited before anything decodes it (the signature PNG, photos),
 * while other requests keep their usual answer time; uploads go to the storage as they arrive,
 * never held whole; a subscriber's files stay within its storage quota (Subscriber Settings).
 * A server of the file's own, so the test can watch its storage directory.
 */
import { request as httpRequest } from 'node:http';
import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDF, jpegOf } from './filesHelpers';
import { startFilesTestServer, type FilesTestServer } from './filesOwnServer';

let bed: FilesTestServer;
let plumber: string;
let admin: string;

beforeAll(async () => {
  bed = await startFilesTestServer('fileslimits');
  [plumber, admin] = [await bed.api.tokenFor('masterplumber'), await bed.api.tokenFor('admin')];
}, 300_000);

afterAll(async () => {
  await bed?.close();
});

const chunk = (type: string, data: Buffer) => {
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body) >>> 0);
  return Buffer.concat([length, body, crc]);
};

/** A PNG of about 100 KB whose header declares width × height 8-bit grey pixels (its data covers a small part of them). */
function declaredPng(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const data = deflateSync(Buffer.alloc(100 * 1024 * 1024), { level: 9 });
  return Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', header), chunk('IDAT', data), chunk('IEND', Buffer.alloc(0))]);
}

/** Runs `work` while GET /api/health is asked again and again; answers the work's result and the slowest health answer (ms). */
async function whileAsking<T>(work: () => Promise<T>): Promise<{ result: T; slowest: number; answered: number }> {
  let done = false;
  let slowest = 0;
  let answered = 0;
  const stream = (async () => {
    while (!done) {
      const started = performance.now();
      const answer = await fetch(`${bed.baseUrl}/api/health`);
      await answer.arrayBuffer();
      slowest = Math.max(slowest, performance.now() - started);
      answered++;
    }
  })();
  try {
    return { result: await work(), slowest, answered };
  } finally {
    done = true;
    await stream;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('an image whose header declares 30,000 × 30,000 pixels', () => {
  const png = declaredPng(30_000, 30_000);

  it('is about 100 KB', () => {
    expect(png.length).toBeGreaterThan(90 * 1024);
    expect(png.length).toBeLessThan(120 * 1024);
  });

  it('is refused as a signature with a 400 naming the limit, while other requests keep answering in their usual time', async () => {
    const { orderId } = await bed.newFolder('huge signature');
    const baseline = await whileAsking(() => pause(1500));
    const signing = await whileAsking(() =>
      bed.api.call('PUT', `/api/v1/workOrders/${orderId}/signature`, { token: plumber, body: { signaturePng: `data:image/png;base64,${png.toString('base64')}`, signedBy: 'Claire Benson' } }),
    );
    expect(signing.result.status, signing.result.text).toBe(400);
    expect(signing.result.body).toEqual({
      title: 'The signature image may be at most 2000 × 2000 pixels; this one is 30000 × 30000.',
      errors: { signaturePng: ['The signature image may be at most 2000 × 2000 pixels; this one is 30000 × 30000.'] },
    });
    expect(signing.answered).toBeGreaterThan(0);
    // Generous: ten times the slowest answer of the same stream on its own, and never under 250 ms.
    expect(signing.slowest).toBeLessThan(Math.max(10 * baseline.slowest, 250));
    expect((await bed.api.call('GET', `/api/v1/workOrders/${orderId}/signOffs`, { token: plumber })).body).toEqual([]);
  });

  it('is refused as a photo with a 400 naming the limit, and nothing is kept', async () => {
    const { folder } = await bed.newFolder('huge photo');
    const baseline = await whileAsking(() => pause(1500));
    const uploading = await whileAsking(() => bed.files.upload(plumber, { folder }, [{ name: 'roof.png', bytes: png }]));
    expect(uploading.result.status, uploading.result.text).toBe(400);
    expect(uploading.result.body.errors).toEqual({ files: ['roof.png is 30000 × 30000 pixels: FieldDesk takes images of at most 100 megapixels.'] });
    expect(uploading.slowest).toBeLessThan(Math.max(10 * baseline.slowest, 250));
    expect((await bed.files.list(plumber, folder)).body).toEqual([]);
  });
});

describe('an upload', () => {
  it('goes to the storage as it arrives, before the request has ended', async () => {
    const { folder } = await bed.newFolder('streamed upload');
    const boundary = 'fielddesk-streamed-upload';
    const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="manual.pdf"\r\nContent-Type: application/pdf\r\n\r\n`);
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const firstHalf = Buffer.concat([PDF, Buffer.alloc(3 * 1024 * 1024, 0x20)]);
    const secondHalf = Buffer.concat([Buffer.alloc(3 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const url = new URL(`/api/Files/Upload?folder=${encodeURIComponent(folder)}`, bed.baseUrl);
    const answer = new Promise<{ status: number; text: string }>((resolve, reject) => {
      const request = httpRequest(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${plumber}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + firstHalf.length + secondHalf.length + tail.length },
      });
      request.on('response', (response) => {
        const parts: Buffer[] = [];
        response.on('data', (part) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode!, text: Buffer.concat(parts).toString('utf8') }));
      });
      request.on('error', reject);
      request.write(head);
      request.write(firstHalf);
      // Half the file is sent: the storage directory must already hold (most of) it.
      const deadline = Date.now() + 15_000;
      const watch = () => {
        const written = bytesUnder(path.join(bed.dataDir, 'files'));
        if (written >= 2 * 1024 * 1024) {
          request.write(secondHalf);
          request.end(tail);
        } else if (Date.now() > deadline) {
          request.destroy();
          reject(new Error(`Half an upload was sent but the storage holds ${written} bytes: the upload is held in memory until it ends.`));
        } else setTimeout(watch, 100);
      };
      watch();
    });
    const { status, text } = await answer;
    expect(status, text).toBe(200);
    expect(JSON.parse(text)[0]).toMatchObject({ name: 'manual.pdf', size: firstHalf.length + secondHalf.length, contentType: 'application/pdf' });
  });
});

describe('the storage quota of a subscriber (Subscriber Settings)', () => {
  it('answers 413 naming the quota when an upload would go past it, and keeps nothing of that upload', async () => {
    const settings = await bed.api.call('GET', '/api/v1/resources/subscriberSettings/1', { token: admin });
    expect(settings.status, settings.text).toBe(200);
    expect(settings.body.fileStorageQuotaMb).toBe(10240);
    const used = (await bed.api.call('GET', '/api/v1/resources/subscriberSettings/1', { token: admin })).body;
    const saved = await bed.api.call('PUT', '/api/v1/resources/subscriberSettings/1', { token: admin, body: { ...used, fileStorageQuotaMb: 20 } });
    expect(saved.status, saved.text).toBe(200);

    const { folder } = await bed.newFolder('quota');
    const photo = await jpegOf(1200, 900);
    const pdf = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const first = await bed.files.upload(plumber, { folder }, [{ name: 'first.pdf', bytes: pdf }]);
    expect(first.status, first.text).toBe(200);
    const refused = await bed.files.upload(plumber, { folder }, [{ name: 'photo.jpg', bytes: photo }, { name: 'second.pdf', bytes: pdf }, { name: 'third.pdf', bytes: pdf }]);
    expect(refused.status, refused.text).toBe(413);
    expect(refused.body).toEqual({ message: 'These files would take your company past its file storage quota of 20 MB. Ask an administrator to raise the quota in Subscriber Settings.' });
    expect((await bed.files.list(plumber, folder)).body.map((f: any) => f.name)).toEqual(['first.pdf']);

    await bed.api.call('PUT', '/api/v1/resources/subscriberSettings/1', { token: admin, body: { ...used, version: saved.body.version, fileStorageQuotaMb: 10240 } });
    expect((await bed.files.upload(plumber, { folder }, [{ name: 'second.pdf', bytes: pdf }])).status).toBe(200);
  });
});

describe('two uploads at once with room left for one of them', () => {
  // A server of its own, so that what the company has stored is the demo company's few files alone.
  let own: FilesTestServer;
  beforeAll(async () => {
    own = await startFilesTestServer('filesquotarace');
  }, 120_000);
  afterAll(async () => {
    await own?.close();
  });

  it('keeps one and refuses the other, never both', async () => {
    const [technician, administrator] = [await own.api.tokenFor('masterplumber'), await own.api.tokenFor('admin')];
    const settings = (await own.api.call('GET', '/api/v1/resources/subscriberSettings/1', { token: administrator })).body;
    const lowered = await own.api.call('PUT', '/api/v1/resources/subscriberSettings/1', { token: administrator, body: { ...settings, fileStorageQuotaMb: 8 } });
    expect(lowered.status, lowered.text).toBe(200);
    const { folder } = await own.newFolder('race');
    const pdf = Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024, 0x20)]);
    const together = await Promise.all(['left.pdf', 'right.pdf'].map((name) => own.files.upload(technician, { folder }, [{ name, bytes: pdf }])));
    expect(together.map((answer) => answer.status).sort(), together.map((answer) => answer.text).join('\n')).toEqual([200, 413]);
    expect((await own.files.list(technician, folder)).body).toHaveLength(1);

    // A copy of that folder would take as much again: refused whole, and nothing of it kept.
    const { folder: copyTo } = await own.newFolder('race copy');
    const copy = await own.files.copyFolder(technician, folder, copyTo);
    expect(copy.status, copy.text).toBe(413);
    expect(copy.body.message).toMatch(/^These files would take your company past its file storage quota of 8 MB\./);
    expect((await own.files.list(technician, copyTo)).body).toEqual([]);
  });
});

function bytesUnder(directory: string): number {
  let total = 0;
  for (const name of readdirSync(directory, { recursive: true }) as string[]) {
    const stats = statSync(path.join(directory, name), { throwIfNoEntry: false });
    if (stats?.isFile()) total += stats.size;
  }
  return total;
}
