/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...): every server process of a
 * scaled-out installation reads and writes the same files. The AWS SDK, slow to load, is loaded
 * by the first file asked of the bucket rather than by every start of the server.
 */
import type { S3Client } from '@aws-sdk/client-s3';
import type { FilesConfig } from '../../config';
import { assertStorageKey, type FileStorage } from './types';

type S3Settings = Extract<FilesConfig['storage'], { kind: 's3' }>;

type Sdk = typeof import('@aws-sdk/client-s3');

export function s3Storage(settings: S3Settings): FileStorage {
  let opened: Promise<{ sdk: Sdk; client: S3Client }> | null = null;
  const open = () => (opened ??= import('@aws-sdk/client-s3').then((sdk) => ({ sdk, client: clientOf(sdk, settings) })));
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      const { sdk, client } = await open();
      await client.send(new sdk.PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      const { sdk, client } = await open();
      try {
        const answer = await client.send(new sdk.GetObjectCommand({ Bucket, Key: checked(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof sdk.NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      const { sdk, client } = await open();
      // Keys hold no character that needs escaping (assertStorageKey).
      await client.send(new sdk.CopyObjectCommand({ Bucket, Key: checked(toKey), CopySource: `${Bucket}/${checked(fromKey)}` }));
    },
    // One call per key: DeleteObjects needs a Content-MD5 that not every S3-compatible service checks the same way.
    async delete(keys) {
      const { sdk, client } = await open();
      await Promise.all(keys.map((key) => client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checked(key) }))));
    },
  };
}

function clientOf(sdk: Sdk, settings: S3Settings): S3Client {
  return new sdk.S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible services do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}
