/**
 * POST api/Files/Upload?folder&fileName (spec §7.3): multipart, the files in the field `files`.
 * Every file of the call is read and checked before any is kept: the type must be one of the
 * work-order upload types (spec §5), its bytes what its name says, its size within
 * FILES_MAX_BYTES. A name is sanitised (spec §5) and made unique in the folder ("photo 2.jpg").
 * A call that is refused keeps nothing.
 */
import type { FastifyRequest } from 'fastify';
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
import { sniff } from './sniffing';
import { fileStorageOf } from './storage';
import { thumbnailOf } from './thumbnails';
import { findWorkOrderFile, insertWithFreeName, newStorageKeys } from './workOrderFiles';

interface ReceivedFile {
  name: string;
  bytes: Buffer;
}

const tooLarge = (name: string, maxBytes: number) => new ApiError(413, { message: `${name} is larger than ${byteSize(maxBytes)}, the largest file FieldDesk keeps.` });

/** The files of the multipart body, or a clear refusal for what multipart itself stops at. */
async function receivedFiles(request: FastifyRequest, maxBytes: number): Promise<ReceivedFile[]> {
  if (!request.isMultipart()) throw badRequest('Send the files as multipart/form-data, in the field "files".', { files: ['Send the files as multipart/form-data, in the field "files".'] });
  const files: ReceivedFile[] = [];
  let current = 'A file';
  try {
    for await (const part of request.parts()) {
      if (part.type !== 'file') continue;
      current = part.filename || 'A file';
      if (part.fieldname !== 'files') {
        part.file.resume();
        throw badRequest(`Send the files in the field "files", not "${part.fieldname}".`, { files: [`Send the files in the field "files", not "${part.fieldname}".`] });
      }
      files.push({ name: part.filename, bytes: await part.toBuffer() });
    }
  } catch (error) {
    request.raw.resume(); // read the rest of the body so the answer reaches the client
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(current, maxBytes);
    if (code === 'FST_FILES_LIMIT') throw badRequest(`At most ${FILES_PER_UPLOAD} files may be sent at once.`, { files: [`At most ${FILES_PER_UPLOAD} files may be sent at once.`] });
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') throw badRequest('The request has too many parts.');
    throw error;
  }
  if (!files.length) throw badRequest('No file was sent: send the files in the field "files".', { files: ['No file was sent: send the files in the field "files".'] });
  return files;
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
        querystring: uploadQuery,
        response: { 200: STORED_FILES_SCHEMA, 413: { $ref: `${REFUSAL_SCHEMA.$id}#` }, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const { workOrderId } = await visibleFolder(db, principal, query.folder);
      const files = await receivedFiles(request, config.files.maxBytes);
      if (query.fileName !== undefined && files.length > 1) throw badRequest('fileName names a single file: send one file with it.', { fileName: ['fileName names a single file: send one file with it.'] });

      const prepared = [];
      for (const file of files) {
        const name = sanitiseFileName(query.fileName ?? file.name).trim();
        if (!name || /^\.+$/.test(name) || name.length > FILE_NAME_MAX) {
          const message = name.length > FILE_NAME_MAX ? `The file name may be at most ${FILE_NAME_MAX} characters.` : `"${file.name}" is not a usable file name.`;
          throw badRequest(message, { fileName: [message] });
        }
        const sniffed = await sniff(name, file.bytes, WORK_ORDER_UPLOAD_TYPES);
        if (!sniffed.ok) throw badRequest(sniffed.error, { files: [sniffed.error] });
        const thumbnail = await thumbnailOf(name, file.bytes);
        if (!thumbnail.ok) throw badRequest(thumbnail.error, { files: [thumbnail.error] });
        prepared.push({ name, bytes: file.bytes, contentType: sniffed.contentType, thumbnail: thumbnail.bytes });
      }

      const stored: Array<{ keys: string[]; id: string }> = [];
      const names: string[] = [];
      try {
        for (const file of prepared) {
          const keys = newStorageKeys(principal.subscriberId, workOrderId);
          const thumbnailKey = file.thumbnail ? keys.thumbnailKey : null;
          stored.push({ id: keys.id, keys: [keys.storageKey, ...(thumbnailKey ? [thumbnailKey] : [])] });
          await storage.put(keys.storageKey, file.bytes, file.contentType);
          if (file.thumbnail && thumbnailKey) await storage.put(thumbnailKey, file.thumbnail, 'image/jpeg');
          const tag: FileTag = query.tag ?? 'none';
          names.push(
            await insertWithFreeName(db, {
              id: keys.id, subscriberId: principal.subscriberId, workOrderId, name: file.name, storageKey: keys.storageKey,
              thumbnailKey, size: file.bytes.length, contentType: file.contentType, tag, userId: principal.userId,
            }),
          );
        }
      } catch (error) {
        // Keep nothing of a call that failed half-way.
        if (stored.length) await db.deleteFrom('files').where('id', 'in', stored.map((s) => s.id)).execute().catch(() => undefined);
        await storage.delete(stored.flatMap((s) => s.keys)).catch(() => undefined);
        throw error;
      }
      const rows = await Promise.all(names.map((name) => findWorkOrderFile(db, principal.subscriberId, workOrderId, name)));
      return rows.filter((row) => row !== undefined).map((row) => storedFileOf(row, principal, config.jwtSecret));
    },
  );
}
