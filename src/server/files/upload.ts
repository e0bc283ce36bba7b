/**
 * POST api/Files/Upload?folder&fileName (spec §7.3): multipart, the files in the field `files`.
 * Each file streams to the storage as it arrives, never held whole in memory (issue 33): its
 * name is checked before a byte is read, its bytes are checked as they pass (what its name says,
 * its size within FILES_MAX_BYTES, the subscriber's storage quota), an image's width and height
 * are read from its header before its thumbnail is made. The rows are inserted once every file
 * of the call is stored and checked; a call that is refused keeps nothing. A name is sanitised
 * (spec §5) and made unique in the folder ("photo 2.jpg").
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import { FILE_RULES } from '../../domain/files/access';
import { FILES_PER_UPLOAD, FILE_NAME_MAX, WORK_ORDER_UPLOAD_TYPES, byteSize } from '../../domain/files/limits';
import { sanitiseFileName } from '../../domain/files/names';
import { STORED_FILES_SCHEMA } from '../../domain/files/responses';
import type { FileTag } from '../../domain/files/tags';
import { uploadMultipart, uploadQuery } from '../../domain/files/wire';
import { ApiError, badRequest } from '../errors';
import type { AreaApp } from '../http/areaApp';
import { REFUSAL_SCHEMA, refusals } from '../http/responses';
import { storedFileOf } from './answers';
import { visibleFolder } from './guards';
import { overQuota, storageQuotaOf, withinQuota, type StorageQuota } from './quota';
import { StreamedSniff, acceptedByName } from './sniffing';
import type { FileStorage } from './storage';
import { fileStorageOf } from './storage';
import { thumbnailOf } from './thumbnails';
import { findWorkOrderFile, insertWithFreeName, newStorageKeys } from './workOrderFiles';

const tooLarge = (name: string, maxBytes: number) => new ApiError(413, { message: `${name} is larger than ${byteSize(maxBytes)}, the largest file FieldDesk keeps.` });
const filesRefused = (message: string) => badRequest(message, { files: [message] });

interface StoredUpload {
  id: string;
  name: string;
  storageKey: string;
  thumbnailKey: string | null;
  size: number;
  contentType: string;
}

/** One upload call's files as they are stored; `keys` are what to remove when the call is refused. */
class UploadInProgress {
  readonly stored: StoredUpload[] = [];
  readonly keys: string[] = [];
  private bytes = 0;

  constructor(
    private readonly storage: FileStorage,
    private readonly subscriberId: number,
    private readonly workOrderId: number,
    private readonly quota: StorageQuota,
    private readonly maxBytes: number,
  ) {}

  /** Streams one file part to the storage, checking it as it passes; throws the refusal of a file that may not be kept. */
  async store(part: MultipartFile, fileName: string | undefined) {
    const name = sanitiseFileName(fileName ?? part.filename).trim();
    if (!name || /^\.+$/.test(name) || name.length > FILE_NAME_MAX) {
      const message = name.length > FILE_NAME_MAX ? `The file name may be at most ${FILE_NAME_MAX} characters.` : `"${part.filename}" is not a usable file name.`;
      throw badRequest(message, { fileName: [message] });
    }
    const byName = acceptedByName(name, WORK_ORDER_UPLOAD_TYPES);
    if (!byName.ok) throw filesRefused(byName.error);

    const keys = newStorageKeys(this.subscriberId, this.workOrderId);
    const sniffed = new StreamedSniff();
    const inspect = new Transform({
      transform: (chunk: Buffer, _encoding, done) => {
        sniffed.take(chunk);
        this.bytes += chunk.length;
        if (this.bytes > this.quota.remainingBytes) return done(overQuota(this.quota));
        done(null, chunk);
      },
    });
    this.keys.push(keys.storageKey);
    await this.storage.putStream(keys.storageKey, part.file.pipe(inspect), byName.contentType).catch(async (error) => {
      part.file.resume();
      throw error;
    });
    if (part.file.truncated) throw tooLarge(part.filename || name, this.maxBytes);

    const verdict = await sniffed.verdict(name, WORK_ORDER_UPLOAD_TYPES);
    if (!verdict.ok) throw filesRefused(verdict.error);
    let thumbnailKey: string | null = null;
    // Only an image is read back, for its thumbnail, within FILES_MAX_BYTES; its header is checked before it is decoded.
    const thumbnail = await thumbnailOf(name, async () => (await this.storage.get(keys.storageKey)) ?? Buffer.alloc(0));
    if (!thumbnail.ok) throw filesRefused(thumbnail.error);
    if (thumbnail.bytes) {
      thumbnailKey = keys.thumbnailKey;
      this.keys.push(thumbnailKey);
      await this.storage.put(thumbnailKey, thumbnail.bytes, 'image/jpeg');
    }
    this.stored.push({ id: keys.id, name, storageKey: keys.storageKey, thumbnailKey, size: sniffed.size, contentType: verdict.contentType });
  }
}

/** Stores the files of the multipart body one by one as they arrive, or a clear refusal for what multipart itself stops at. */
async function receiveFiles(request: FastifyRequest, fileName: string | undefined, upload: UploadInProgress, maxBytes: number) {
  if (!request.isMultipart()) throw filesRefused('Send the files as multipart/form-data, in the field "files".');
  let current = 'A file';
  let count = 0;
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      current = part.filename || 'A file';
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw filesRefused(`Send the files in the field "files", not "${part.fieldname}".`);
      }
      if (++count > 1 && fileName !== undefined) {
        part.file.resume();
        throw badRequest('fileName names a single file: send one file with it.', { fileName: ['fileName names a single file: send one file with it.'] });
      }
      await upload.store(part, fileName);
    }
  } catch (error) {
    request.raw.resume(); // read the rest of the body so the answer reaches the client
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current, maxBytes);
    if (code === 'FST_FILES_LIMIT') throw filesRefused(`At most ${FILES_PER_UPLOAD} files may be sent at once.`);
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The request has too many parts.');
    throw error;
  }
  if (!count) throw filesRefused('No file was sent: send the files in the field "files".');
}

export default async function uploadRoutes(app: AreaApp) {
  const { db, config } = app;
  const storage = fileStorageOf(config);

  app.post(
    '/api/Files/Upload',
    {
      config: { requires: FILE_RULES.canChangeWorkOrderFiles, multipartBody: uploadMultipart },
      schema: {
        summary: 'Stores the files of the multipart field "files" in a work order\'s folder; answers them as stored',
        description: 'Each file streams to the storage as it arrives. 413 for a file over FILES_MAX_BYTES or files that would go past the subscriber\'s storage quota (Subscriber Settings).',
        querystring: uploadQuery,
        response: { 200: STORED_FILES_SCHEMA, 413: { $ref: `${REFUSAL_SCHEMA.$id}#` }, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { workOrderId } = await visibleFolder(db, principal, query.folder);
      const quota = await storageQuotaOf(db, principal.subscriberId);
      const upload = new UploadInProgress(storage, principal.subscriberId, workOrderId, quota, config.files.maxBytes);
      const names: string[] = [];
      try {
        await receiveFiles(request, query.fileName, upload, config.files.maxBytes);
        const tag: FileTag = query.tag ?? 'none';
        const bytes = upload.stored.reduce((sum, file) => sum + file.size, 0);
        // The rows are written together or not at all, and only while the quota still has room.
        await withinQuota(db, principal.subscriberId, bytes, async (trx) => {
          for (const file of upload.stored) {
            names.push(
              await insertWithFreeName(trx, {
                id: file.id, subscriberId: principal.subscriberId, workOrderId, name: file.name, storageKey: file.storageKey,
                thumbnailKey: file.thumbnailKey, size: file.size, contentType: file.contentType, tag, userId: principal.userId,
              }),
            );
          }
        });
      } catch (error) {
        // Keep nothing of a call that failed half-way.
        await storage.delete(upload.keys).catch(() => undefined);
        throw error;
      }
      const rows = await Promise.all(names.map((name) => findWorkOrderFile(db, principal.subscriberId, workOrderId, name)));
      return rows.filter((row) => row !== undefined).map((row) => storedFileOf(row, principal, config.jwtSecret));
    },
  );
}
