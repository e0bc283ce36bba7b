/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2, ...): every server process of a
 * scaled-out installation reads and writes the same files.
 */
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { FilesConfig } from '../../config';
import { assertStorageKey, type FileStorage } from './types';

type S3Settings = Extract<FilesConfig['storage'], { kind: 's3' }>;

export function s3Storage(settings: S3Settings): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint ?? undefined,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.accessKeyId && settings.secretAccessKey ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey } : undefined,
    // Checksums only where S3 requires them: S3-compatible services do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = settings.bucket;
  const checked = (key: string) => {
    assertStorageKey(key);
    return key;
  };
  return {
    kind: 's3',
    async put(key, bytes, contentType) {
      await client.send(new PutObjectCommand({ Bucket, Key: checked(key), Body: bytes, ContentType: contentType }));
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return answer.Body ? Buffer.from(await answer.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey') return null;
        throw error;
      }
    },
    async copy(fromKey, toKey) {
      // Keys hold no character that needs escaping (assertStorageKey).
      await client.send(new CopyObjectCommand({ Bucket, Key: checked(toKey), CopySource: `${Bucket}/${checked(fromKey)}` }));
    },
    // One call per key: DeleteObjects needs a Content-MD5 that not every S3-compatible service checks the same way.
    async delete(keys) {
      await Promise.all(keys.map((key) => client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }))));
    },
  };
}
