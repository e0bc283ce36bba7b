import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEFAULT_FILE_MAX_BYTES } from '../../src/domain/files/limits';
import { ConfigError, loadConfig } from '../../src/server/config';

const dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-files-config-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));
const load = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'a-secret-long-enough-for-hs256-signing', ...env });
const problemsOf = (env: Record<string, string>) => {
  try {
    load(env);
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
};

describe('the files configuration', () => {
  it('keeps files on disk with a 15 MB limit by default', () => {
    expect(load({}).files).toEqual({ maxBytes: DEFAULT_FILE_MAX_BYTES, storage: { kind: 'disk' } });
  });

  it('reads the S3 settings', () => {
    const files = load({ FILES_STORAGE: 'S3', FILES_S3_BUCKET: 'fd', FILES_S3_ENDPOINT: 'http://minio:9000', FILES_S3_FORCE_PATH_STYLE: 'yes', FILES_MAX_BYTES: '2048' }).files;
    expect(files).toEqual({
      maxBytes: 2048,
      storage: { kind: 's3', bucket: 'fd', endpoint: 'http://minio:9000', region: 'us-east-1', accessKeyId: null, secretAccessKey: null, forcePathStyle: true },
    });
  });

  it('names what is wrong', () => {
    expect(problemsOf({ FILES_STORAGE: 'ftp' })).toEqual(['FILES_STORAGE="ftp" is not valid: use disk or s3.']);
    expect(problemsOf({ FILES_STORAGE: 's3' })).toEqual(['FILES_S3_BUCKET is not set: use a bucket name (required with FILES_STORAGE=s3).']);
    expect(problemsOf({ FILES_STORAGE: 's3', FILES_S3_BUCKET: 'fd', FILES_S3_ENDPOINT: 'minio:9000' })).toEqual([
      'FILES_S3_ENDPOINT="minio:9000" is not valid: use an http:// or https:// address of an S3-compatible service.',
    ]);
    expect(problemsOf({ FILES_MAX_BYTES: '10' })).toEqual(['FILES_MAX_BYTES="10" is not valid: use a whole number of bytes from 1024 to 104857600 (100 MB).']);
  });
});
