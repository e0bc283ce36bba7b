/**
 * The files of work orders as rows (db/areaMigrations/0009_files.ts) and their bytes in the file
 * storage. Other areas read an order's files through `listWorkOrderFiles` and `readWorkOrderFile`
 * (the sign-off summary takes the photos tagged "after"); callers check that the caller may see
 * the order first (src/server/workOrders/visibility.ts). A deleted file keeps its row and bytes
 * (0017_files_kept_when_deleted.ts) and is left out of every listing and lookup by name.
 */
import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import { workOrderFolder } from '../../domain/files/folders';
import { FILE_NAME_MAX } from '../../domain/files/limits';
import { splitExtension } from '../../domain/files/names';
import type { FileTag } from '../../domain/files/tags';
import type { Database } from '../db/schema';
import type { FilesTable } from '../db/fileTables';
import type { FileStorage } from './storage';

export type FileRow = Selectable<FilesTable> & { created_by_name: string | null };
export type DeletedFileRow = FileRow & { deleted_by_name: string | null };

const UNIQUE_VIOLATION = '23505';
export const isUniqueViolation = (error: unknown) => (error as { code?: string })?.code === UNIQUE_VIOLATION;

/** Where a file's bytes go: under the subscriber and the work order, named by a new id. */
export const newStorageKeys = (subscriberId: number, workOrderId: number) => {
  const id = randomUUID();
  const base = `s${subscriberId}/${workOrderFolder(workOrderId)}/${id}`;
  return { id, storageKey: base, thumbnailKey: `${base}.thumb.jpg` };
};

const fileRows = (db: Kysely<Database>) =>
  db
    .selectFrom('files as f')
    .leftJoin('users as u', 'u.id', 'f.created_by')
    .selectAll('f')
    .select((eb) => eb.fn<string | null>('nullif', [eb.fn('concat_ws', [eb.val(' '), 'u.first_name', 'u.last_name']), eb.val('')]).as('created_by_name'));

/** The order's files, oldest first; with `tag`, only those tagged so ("after": the photos of the finished work). Deleted files are not listed. */
export function listWorkOrderFiles(db: Kysely<Database>, subscriberId: number, workOrderId: number, options: { tag?: FileTag } = {}): Promise<FileRow[]> {
  let query = fileRows(db).where('f.subscriber_id', '=', subscriberId).where('f.work_order_id', '=', workOrderId).where('f.deleted_date', 'is', null);
  if (options.tag) query = query.where('f.tag', '=', options.tag);
  return query.orderBy('f.created_date').orderBy('f.name').execute();
}

/** One file of the order by name, in any letter case (not a deleted one). */
export function findWorkOrderFile(db: Kysely<Database>, subscriberId: number, workOrderId: number, name: string): Promise<FileRow | undefined> {
  return fileRows(db)
    .where('f.subscriber_id', '=', subscriberId)
    .where('f.work_order_id', '=', workOrderId)
    .where('f.deleted_date', 'is', null)
    .where((eb) => eb(eb.fn('lower', ['f.name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

/** The order's deleted files, the latest deleted first, with who deleted each. */
export function listDeletedWorkOrderFiles(db: Kysely<Database>, subscriberId: number, workOrderId: number, fileId?: string): Promise<DeletedFileRow[]> {
  let query = fileRows(db)
    .leftJoin('users as d', 'd.id', 'f.deleted_by')
    .select((eb) => eb.fn<string | null>('nullif', [eb.fn('concat_ws', [eb.val(' '), 'd.first_name', 'd.last_name']), eb.val('')]).as('deleted_by_name'))
    .where('f.subscriber_id', '=', subscriberId)
    .where('f.work_order_id', '=', workOrderId)
    .where('f.deleted_date', 'is not', null);
  if (fileId !== undefined) query = query.where('f.id', '=', fileId);
  return query.orderBy('f.deleted_date', 'desc').orderBy('f.name').execute();
}

/** Deleting keeps the rows and their bytes (evidence): they are marked with who deleted them and when, and hidden. */
export function markDeleted(db: Kysely<Database>, subscriberId: number, fileIds: string[], userId: number) {
  return db
    .updateTable('files')
    .set((eb) => ({ deleted_date: new Date(), deleted_by: userId, version: eb('version', '+', 1), modified_by: userId, modified_date: new Date() }))
    .where('subscriber_id', '=', subscriberId)
    .where('id', 'in', fileIds)
    .where('deleted_date', 'is', null)
    .returning(['name'])
    .execute();
}

/** Brings a deleted file back under the first free name of its folder ("notes 2.txt" when "notes.txt" was taken meanwhile); answers that name. */
export const restoreWithFreeName = (db: Kysely<Database>, file: Pick<FileRow, 'id' | 'subscriber_id' | 'work_order_id' | 'name'>, userId: number): Promise<string> =>
  underFreeName(db, file.subscriber_id, file.work_order_id, file.name, async (name) => {
    try {
      await db
        .updateTable('files')
        .set((eb) => ({ name, deleted_date: null, deleted_by: null, version: eb('version', '+', 1), modified_by: userId, modified_date: new Date() }))
        .where('subscriber_id', '=', file.subscriber_id)
        .where('id', '=', file.id)
        .execute();
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  });

/**
 * Writes a file of the folder under the first free name made from `wanted` ("photo 2.jpg" when
 * "photo.jpg" is taken), trying the next one when `write` answers false because another request
 * took the name meanwhile (the unique index refused it); answers the name written.
 */
async function underFreeName(db: Kysely<Database>, subscriberId: number, workOrderId: number, wanted: string, write: (name: string) => Promise<boolean>): Promise<string> {
  const taken = await takenNames(db, subscriberId, workOrderId);
  for (const name of candidateNames(wanted)) {
    if (taken.has(name.toLowerCase())) continue;
    if (await write(name)) return name;
    taken.add(name.toLowerCase());
  }
  throw new Error('unreachable');
}

const takenNames = async (db: Kysely<Database>, subscriberId: number, workOrderId: number) =>
  new Set(
    (await db.selectFrom('files').select('name').where('subscriber_id', '=', subscriberId).where('work_order_id', '=', workOrderId).where('deleted_date', 'is', null).execute()).map((r) =>
      r.name.toLowerCase(),
    ),
  );

/** The stored bytes of a file, or of its thumbnail (null when it has none). */
export function readWorkOrderFile(storage: FileStorage, file: Pick<FileRow, 'storage_key' | 'thumbnail_key'>, variant: 'original' | 'thumbnail' = 'original'): Promise<Buffer | null> {
  const key = variant === 'thumbnail' ? file.thumbnail_key : file.storage_key;
  return key ? storage.get(key) : Promise.resolve(null);
}

/** "photo.jpg", then "photo 2.jpg", "photo 3.jpg", ...: names to try for a file whose name may be taken. */
export function* candidateNames(name: string): Generator<string> {
  const { base, extension } = splitExtension(name);
  yield name;
  for (let n = 2; ; n++) {
    const suffix = ` ${n}`;
    yield `${base.slice(0, FILE_NAME_MAX - extension.length - suffix.length)}${suffix}${extension}`;
  }
}

export interface NewFile {
  id: string;
  subscriberId: number;
  workOrderId: number;
  name: string;
  storageKey: string;
  thumbnailKey: string | null;
  size: number;
  contentType: string;
  tag: FileTag;
  userId: number;
}

/** Inserts the row under the first free name ("photo 2.jpg" when "photo.jpg" is taken) and answers that name. */
export const insertWithFreeName = (db: Kysely<Database>, file: NewFile): Promise<string> =>
  underFreeName(db, file.subscriberId, file.workOrderId, file.name, (name) =>
    db
      .insertInto('files')
      .values({
        id: file.id,
        subscriber_id: file.subscriberId,
        work_order_id: file.workOrderId,
        name,
        storage_key: file.storageKey,
        thumbnail_key: file.thumbnailKey,
        size_bytes: file.size,
        content_type: file.contentType,
        tag: file.tag,
        created_by: file.userId,
        modified_by: file.userId,
      })
      // A name taken meanwhile writes nothing rather than failing, so this may run inside a transaction.
      .onConflict((conflict) => conflict.doNothing())
      .returning('id')
      .executeTakeFirst()
      .then((written) => written !== undefined),
  );
