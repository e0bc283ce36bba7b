/**
 * The S3-compatible file storage (FILES_STORAGE=s3): a FieldDesk server of its own whose files go
 * to a local S3-compatible server (s3rver), through the same calls as on disk. What S3 holds is
 * read back with the S3 client, so the test sees the bytes left FieldDesk's own disk.
 */
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { createServer, type RunningServer } from '../../src/server/server';
import { DEMO_PASSWORD } from '../support/api';
import { ownServerApi } from '../support/ownServerApi';
import { filesApi, jpegOf } from './filesHelpers';

const BUCKET = 'fielddesk-files';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

let s3Directory: string;
let s3: S3rver;
let endpoint: string;
let scratch: ScratchDatabase;
let server: RunningServer;
let baseUrl: string;

beforeAll(async () => {
  s3Directory = mkdtempSync(path.join(tmpdir(), 'fielddesk-s3-'));
  s3 = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory: s3Directory, configureBuckets: [{ name: BUCKET, configs: [] }] });
  const { port } = await s3.run();
  endpoint = `http://127.0.0.1:${port}`;
  scratch = await createScratchDatabase('filess3');
  const env = {
    ...process.env,
    FILES_STORAGE: 's3',
    FILES_S3_BUCKET: BUCKET,
    FILES_S3_ENDPOINT: endpoint,
    FILES_S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    FILES_S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    FILES_S3_FORCE_PATH_STYLE: 'true',
  };
  const config = loadConfig(env, {
    port: 0,
    host: '127.0.0.1',
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    jwtSecret: `files-s3-test-secret-${randomUUID()}`,
    seedDemo: true,
    appDir: null,
    logLevel: process.env.TEST_LOG_LEVEL ?? 'silent',
  });
  expect(config.files.storage).toMatchObject({ kind: 's3', bucket: BUCKET, endpoint });
  server = await createServer(config);
  baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);

afterAll(async () => {
  await server?.close();
  await scratch?.drop();
  await s3?.close();
  if (s3Directory) rmSync(s3Directory, { recursive: true, force: true });
});

const keysInBucket = async () => {
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET }));
  client.destroy();
  return (listed.Contents ?? []).map((o) => o.Key!).sort();
};

describe('files in an S3-compatible bucket', () => {
  it('upload, content, rename, copy folder and delete work as on disk, and the bytes are in the bucket', async () => {
    const { call, tokenFor } = ownServerApi(baseUrl, DEMO_PASSWORD);
    const token = await tokenFor('servicemanager');
    const orders = await call('GET', '/api/v1/workOrders?range=[0,1]', { token });
    expect(orders.status, orders.text).toBe(200);
    const [from, to] = orders.body.map((o: { id: number }) => `workOrders/${o.id}`);
    const api = filesApi(baseUrl);
    const photo = await jpegOf(1200, 900);

    const uploaded = await api.upload(token, { folder: from }, [{ name: 'Evaporator coil.jpg', bytes: photo }]);
    expect(uploaded.status, uploaded.text).toBe(200);
    const keys = await keysInBucket();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(new RegExp(`^s\\d+/${from}/[0-9a-f-]{36}$`));
    expect(keys[1]).toBe(`${keys[0]}.thumb.jpg`);
    expect((await api.fetchBytes(uploaded.body[0].contentUrl)).bytes.equals(photo)).toBe(true);
    expect((await api.fetchBytes(uploaded.body[0].url)).headers.get('content-type')).toBe('image/jpeg');

    const renamed = await api.json(token, '/api/files/Rename', { folder: from, oldName: 'Evaporator coil.jpg', newName: 'Coil after cleaning' });
    expect(renamed.status, renamed.text).toBe(200);
    expect((await api.fetchBytes(renamed.body.contentUrl)).bytes.equals(photo)).toBe(true);
    expect(await keysInBucket()).toEqual(keys); // a rename moves no bytes

    const copied = await api.copyFolder(token, from, to);
    expect(copied.body).toEqual({ copied: ['Coil after cleaning.jpg'] });
    expect(await keysInBucket()).toHaveLength(4);
    const copy = (await api.list(token, to)).body[0];
    expect((await api.fetchBytes(copy.contentUrl)).bytes.equals(photo)).toBe(true);

    // A delete keeps the file as evidence (issue 33): hidden from the folder, its bytes still in the bucket.
    const deleted = await api.remove(token, from, [['fileNames', 'Coil after cleaning.jpg']]);
    expect(deleted.body).toEqual({ deleted: ['Coil after cleaning.jpg'] });
    expect((await api.list(token, from)).body).toEqual([]);
    expect((await api.fetchBytes(renamed.body.contentUrl)).status).not.toBe(200);
    expect(await keysInBucket()).toHaveLength(4);

    // An upload larger than one S3 part (5 MB) streams to the bucket in parts and arrives whole.
    const manual = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x20), Buffer.from('\n%%EOF\n')]);
    const big = await api.upload(token, { folder: to }, [{ name: 'Compressor manual.pdf', bytes: manual }]);
    expect(big.status, big.text).toBe(200);
    expect((await api.fetchBytes(big.body[0].contentUrl)).bytes.equals(manual)).toBe(true);
  });
});
