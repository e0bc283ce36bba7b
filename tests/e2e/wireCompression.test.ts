/**
 * What crosses the wire: the built app's scripts go out as their brotli or gzip copy with a
 * year-long immutable cache, index.html is never cached, and JSON answers above 1 KB are
 * compressed. Raw HTTP (node:http) so the encoding and sizes are the ones a browser receives.
 */
import { request } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { baseUrl, tokenFor } from '../support/api';

interface RawAnswer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  bytes: Buffer;
}

function rawGet(path: string, headers: Record<string, string> = {}): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(`${baseUrl()}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, bytes: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** The body as the browser reads it, decoded by its Content-Encoding. */
function decoded(answer: RawAnswer): string {
  const encoding = answer.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(answer.bytes).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(answer.bytes).toString('utf8');
  return answer.bytes.toString('utf8');
}

async function mainScriptPath(): Promise<string> {
  const page = await rawGet('/');
  const src = /<script[^>]+src="([^"]+\.js)"/.exec(page.bytes.toString('utf8'))?.[1];
  if (!src) throw new Error('index.html names no script');
  return src;
}

describe('the app on the wire', () => {
  it('sends the main script as brotli to a browser that accepts it, a fraction of its size, cached for good', async () => {
    const script = await mainScriptPath();
    const plain = await rawGet(script);
    const brotli = await rawGet(script, { 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.status).toBe(200);
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(String(brotli.headers.vary)).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(brotli.bytes).equals(plain.bytes)).toBe(true);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
  });

  it('sends gzip to a browser without brotli, and the plain file to one that accepts neither', async () => {
    const script = await mainScriptPath();
    const plain = await rawGet(script, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const gzip = await rawGet(script, { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.bytes).equals(plain.bytes)).toBe(true);
  });

  it('never lets a browser cache index.html, at / or at an app route', async () => {
    for (const path of ['/', '/index.html', '/workOrder/all']) {
      const page = await rawGet(path, { 'accept-encoding': 'br' });
      expect(page.status, path).toBe(200);
      expect(page.headers['cache-control'], path).toBe('no-store');
      expect(decoded(page), path).toContain('<div id="root"');
    }
  });

  it('compresses a large JSON answer and leaves a small one as it is', async () => {
    const token = await tokenFor('admin');
    const auth = { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, br' };
    const large = await rawGet('/api/v1/meta/resources', auth);
    expect(large.status).toBe(200);
    expect(large.headers['content-encoding']).toBe('br');
    const resources = JSON.parse(decoded(large));
    const plain = await rawGet('/api/v1/meta/resources', { authorization: auth.authorization, 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(resources).toEqual(JSON.parse(plain.bytes.toString('utf8')));
    expect(resources).toContainEqual(expect.objectContaining({ name: 'workOrderStatuses', path: expect.any(String), label: expect.any(String) }));

    const small = await rawGet('/api/health', { 'accept-encoding': 'gzip, br' });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(small.bytes.toString('utf8')).status).toBe('ok');
  });

  it('compresses a list page too, and keeps its Content-Range (a range of rows, not of bytes)', async () => {
    const token = await tokenFor('admin');
    const path = `/api/v1/users?range=${encodeURIComponent('[0,24]')}`;
    const plain = await rawGet(path, { authorization: `Bearer ${token}`, 'accept-encoding': 'identity' });
    expect(plain.status).toBe(200);
    expect(plain.bytes.length).toBeGreaterThan(1024);
    const brotli = await rawGet(path, { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(brotli.headers['content-range']).toBe(plain.headers['content-range']);
    expect(brotli.headers['content-range']).toMatch(/^users 0-\d+\/\d+$/);
    expect(brotli.bytes.length).toBeLessThan(plain.bytes.length / 2);
    expect(JSON.parse(decoded(brotli))).toEqual(JSON.parse(plain.bytes.toString('utf8')));
  });
});
