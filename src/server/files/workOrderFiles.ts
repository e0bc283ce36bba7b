/**
 * The files of work orders as rows (db/areaMigrations/0009_files.ts) and their bytes in the file
 * storage. Other areas read an order's files through `listWorkOrderFiles` and `readWorkOrderFile`
 * (the sign-off summary takes the photos tagged "after"); callers check that the caller may see
 * the order first (src/server/workOrders/visibility.ts).
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

/** The order's files, oldest first; with `tag`, only those tagged so ("after": the photos of the finished work). */
export function listWorkOrderFiles(db: Kysely<Database>, subscriberId: number, workOrderId: number, options: { tag?: FileTag } = {}): Promise<FileRow[]> {
  let query = fileRows(db).where('f.subscriber_id', '=', subscriberId).where('f.work_order_id', '=', workOrderId);
  if (options.tag) query = query.where('f.tag', '=', options.tag);
  return query.orderBy('f.created_date').orderBy('f.name').execute();
}

/** One file of the order by name, in any letter case. */
export function findWorkOrderFile(db: Kysely<Database>, subscriberId: number, workOrderId: number, name: string): Promise<FileRow | undefined> {
  return fileRows(db)
    .where('f.subscriber_id', '=', subscriberId)
    .where('f.work_order_id', '=', workOrderId)
    .where((eb) => eb(eb.fn('lower', ['f.name']), '=', name.toLowerCase()))
    .executeTakeFirst();
}

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
export async function insertWithFreeName(db: Kysely<Database>, file: NewFile): Promise<string> {
  const taken = new Set(
    (await db.selectFrom('files').select('name').where('subscriber_id', '=', file.subscriberId).where('work_order_id', '=', file.workOrderId).execute()).map((r) => r.name.toLowerCase()),
  );
  for (const name of candidateNames(file.name)) {
    if (taken.has(name.toLowerCase())) continue;
    try {
      await db
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
        .execute();
      return name;
    } catch (error) {
      // Another upload took the name meanwhile: try the next one.
      if (!isUniqueViolation(error)) throw error;
      taken.add(name.toLowerCase());
    }
  }
  throw new Error('unreachable');
}
