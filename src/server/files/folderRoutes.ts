/**
 * The folder calls of spec §7.3 besides upload and content: list a folder, rename, tag, delete
 * and copy a folder; and FieldDesk's own: the deleted files kept as evidence, and restoring one.
 * Each checks the folder (guards.ts) before it reads or changes anything.
 */
import { FILE_RULES } from '../../domain/files/access';
import { FILE_NAME_MAX } from '../../domain/files/limits';
import { renameKeepingExtension } from '../../domain/files/names';
import { COPIED_FILES_SCHEMA, DELETED_FILES_SCHEMA, KEPT_DELETED_FILES_SCHEMA, STORED_FILE_SCHEMA, STORED_FILES_SCHEMA } from '../../domain/files/responses';
import { copyFolderQuery, deleteMultipart, deleteQuery, folderQuery, renameBody, restoreBody, tagBody } from '../../domain/files/wire';
import { badRequest, conflict, notFound } from '../errors';
import type { AreaApp } from '../http/areaApp';
import { REFUSAL_SCHEMA, refusals } from '../http/responses';
import { keptDeletedFileOf, storedFileOf } from './answers';
import { visibleFile, visibleFolder } from './guards';
import { deleteFilesByName } from './deleteFiles';
import { withinQuota } from './quota';
import { fileStorageOf } from './storage';
import { findWorkOrderFile, insertWithFreeName, isUniqueViolation, listDeletedWorkOrderFiles, listWorkOrderFiles, newStorageKeys, restoreWithFreeName } from './workOrderFiles';

export default async function folderRoutes(app: AreaApp) {
  const { db, config } = app;
  const storage = fileStorageOf(config);

  app.get(
    '/api/Files/List',
    {
      config: { requires: FILE_RULES.canSeeWorkOrderFiles },
      schema: { summary: "A work order's files, oldest first, with their content links", querystring: folderQuery, response: { 200: STORED_FILES_SCHEMA, ...refusals(404) } },
    },
    async (request) => {
      const { principal } = request;
      const { workOrderId } = await visibleFolder(db, principal, request.query.folder);
      const rows = await listWorkOrderFiles(db, principal.subscriberId, workOrderId);
      return rows.map((row) => storedFileOf(row, principal, config.jwtSecret));
    },
  );

  app.post(
    '/api/files/Rename',
    {
      config: { requires: FILE_RULES.canChangeWorkOrderFiles },
      schema: {
        summary: 'Renames a file; the new name is sanitised and keeps the old extension (spec §5)',
        body: renameBody,
        response: { 200: STORED_FILE_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const renamed = renameKeepingExtension(body.oldName, body.newName);
      if (!renamed.ok) throw badRequest(renamed.error, { newName: [renamed.error] });
      if (renamed.fileName.length > FILE_NAME_MAX) {
        const message = `The new name may be at most ${FILE_NAME_MAX} characters with its extension.`;
        throw badRequest(message, { newName: [message] });
      }
      const { workOrderId, file } = await visibleFile(db, principal, body.folder, body.oldName);
      try {
        await db
          .updateTable('files')
          .set((eb) => ({ name: renamed.fileName, version: eb('version', '+', 1), modified_by: principal.userId, modified_date: new Date() }))
          .where('id', '=', file.id)
          .execute();
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(`A file named "${renamed.fileName}" is already in this folder.`);
        throw error;
      }
      const row = await findWorkOrderFile(db, principal.subscriberId, workOrderId, renamed.fileName);
      return storedFileOf(row!, principal, config.jwtSecret);
    },
  );

  app.post(
    '/api/Files/Tag',
    {
      config: { requires: FILE_RULES.canChangeWorkOrderFiles },
      schema: { summary: 'Tags a file before, after or none (the sign-off shows the photos tagged after)', body: tagBody, response: { 200: STORED_FILE_SCHEMA, ...refusals(404) } },
    },
    async (request) => {
      const { principal, body } = request;
      const { workOrderId, file } = await visibleFile(db, principal, body.folder, body.fileName);
      await db
        .updateTable('files')
        .set((eb) => ({ tag: body.tag, version: eb('version', '+', 1), modified_by: principal.userId, modified_date: new Date() }))
        .where('id', '=', file.id)
        .execute();
      const row = await findWorkOrderFile(db, principal.subscriberId, workOrderId, file.name);
      return storedFileOf(row!, principal, config.jwtSecret);
    },
  );

  app.post(
    '/api/Files/delete',
    {
      config: { requires: FILE_RULES.canChangeWorkOrderFiles, multipartBody: deleteMultipart },
      schema: {
        summary: 'Deletes files of a folder named in the multipart fields fileNames (names) or path (paths in the folder); all or none',
        querystring: deleteQuery,
        response: { 200: DELETED_FILES_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const folder = await visibleFolder(db, principal, request.query.folder);
      return { deleted: await deleteFilesByName(db, request, principal, folder) };
    },
  );

  app.get(
    '/api/Files/Deleted',
    {
      config: { requires: FILE_RULES.canRestoreDeletedFiles },
      schema: {
        summary: "A work order's deleted files (kept as evidence), the latest deleted first, with who deleted each and when",
        querystring: folderQuery,
        response: { 200: KEPT_DELETED_FILES_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { workOrderId } = await visibleFolder(db, principal, request.query.folder);
      return (await listDeletedWorkOrderFiles(db, principal.subscriberId, workOrderId)).map((row) => keptDeletedFileOf(row, principal));
    },
  );

  app.post(
    '/api/Files/Restore',
    {
      config: { requires: FILE_RULES.canRestoreDeletedFiles },
      schema: {
        summary: 'Restores a deleted file of the folder; a name taken meanwhile gets a number ("notes 2.txt")',
        body: restoreBody,
        response: { 200: STORED_FILE_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal, body } = request;
      const { workOrderId } = await visibleFolder(db, principal, body.folder);
      const [file] = await listDeletedWorkOrderFiles(db, principal.subscriberId, workOrderId, body.fileId);
      if (!file) throw notFound('This deleted file was not found in this folder.');
      const name = await restoreWithFreeName(db, file, principal.userId);
      const row = await findWorkOrderFile(db, principal.subscriberId, workOrderId, name);
      return storedFileOf(row!, principal, config.jwtSecret);
    },
  );

  app.get(
    '/api/Files/copyFolder',
    {
      config: { requires: FILE_RULES.canChangeWorkOrderFiles },
      schema: {
        summary: "Copies every file of one work order's folder into another's (a name already there gets a number)",
        querystring: copyFolderQuery,
        response: { 200: COPIED_FILES_SCHEMA, 413: { $ref: `${REFUSAL_SCHEMA.$id}#` }, ...refusals(404) },
      },
    },
    async (request) => {
      const { principal, query } = request;
      const from = await visibleFolder(db, principal, query.fromFolder, 'fromFolder');
      const to = await visibleFolder(db, principal, query.toFolder, 'toFolder');
      if (from.workOrderId === to.workOrderId) throw badRequest('A folder cannot be copied into itself.', { toFolder: ['A folder cannot be copied into itself.'] });
      const files = await listWorkOrderFiles(db, principal.subscriberId, from.workOrderId);
      const bytes = files.reduce((sum, file) => sum + file.size_bytes, 0);
      const written: string[] = [];
      try {
        // A copy takes storage as an upload does: all of it within the quota, or none of it.
        const copied = await withinQuota(db, principal.subscriberId, bytes, async (trx) => {
          const names: string[] = [];
          for (const file of files) {
            const keys = newStorageKeys(principal.subscriberId, to.workOrderId);
            const thumbnailKey = file.thumbnail_key ? keys.thumbnailKey : null;
            await storage.copy(file.storage_key, keys.storageKey);
            written.push(keys.storageKey);
            if (file.thumbnail_key && thumbnailKey) {
              await storage.copy(file.thumbnail_key, thumbnailKey);
              written.push(thumbnailKey);
            }
            names.push(
              await insertWithFreeName(trx, {
                id: keys.id, subscriberId: principal.subscriberId, workOrderId: to.workOrderId, name: file.name, storageKey: keys.storageKey,
                thumbnailKey, size: file.size_bytes, contentType: file.content_type, tag: file.tag, userId: principal.userId,
              }),
            );
          }
          return names;
        });
        return { copied };
      } catch (error) {
        await storage.delete(written).catch(() => undefined);
        throw error;
      }
    },
  );
}
