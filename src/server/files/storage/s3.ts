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

/** The size of the parts an upload streams to S3 in: 5 MB, the smallest S3 takes (but for the last). */
const S3_PART_BYTES = 5 * 1024 * 1024;

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
    async putStream(key, body, contentType) {
      const { sdk, client } = await open();
      const Key = checked(key);
      // A multipart upload of 5 MB parts (S3's smallest), sent one at a time as they fill: at most
      // one part is held. A file smaller than one part goes as one PutObject. A stream that fails
      // aborts the upload, so nothing is left under the key.
      let part: Buffer[] = [];
      let partBytes = 0;
      let uploadId: string | undefined;
      const parts: Array<{ ETag: string | undefined; PartNumber: number }> = [];
      const sendPart = async () => {
        uploadId ??= (await client.send(new sdk.CreateMultipartUploadCommand({ Bucket, Key, ContentType: contentType }))).UploadId;
        const PartNumber = parts.length + 1;
        const answer = await client.send(new sdk.UploadPartCommand({ Bucket, Key, UploadId: uploadId, PartNumber, Body: Buffer.concat(part) }));
        parts.push({ ETag: answer.ETag, PartNumber });
        part = [];
        partBytes = 0;
      };
      try {
        for await (const chunk of body) {
          part.push(chunk as Buffer);
          partBytes += (chunk as Buffer).length;
          if (partBytes >= S3_PART_BYTES) await sendPart();
        }
        if (uploadId === undefined) {
          await client.send(new sdk.PutObjectCommand({ Bucket, Key, Body: Buffer.concat(part), ContentType: contentType }));
          return;
        }
        if (partBytes > 0) await sendPart();
        await client.send(new sdk.CompleteMultipartUploadCommand({ Bucket, Key, UploadId: uploadId, MultipartUpload: { Parts: parts } }));
      } catch (error) {
        if (uploadId !== undefined) await client.send(new sdk.AbortMultipartUploadCommand({ Bucket, Key, UploadId: uploadId })).catch(() => undefined);
        throw error;
      }
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
