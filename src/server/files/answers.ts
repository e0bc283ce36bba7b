/**
 * A file row as the API answers it (src/domain/files/responses.ts), with content links made for
 * the caller.
 */
import { workOrderFolder } from '../../domain/files/folders';
import { isImageFileName } from '../../domain/files/names';
import type { KeptDeletedFile, StoredFile } from '../../domain/files/responses';
import { apiDateTime } from '../http/timeZone';
import type { Principal } from '../plugins/auth';
import { contentToken, contentUrl } from './contentLinks';
import type { DeletedFileRow, FileRow } from './workOrderFiles';

export const pathOf = (row: Pick<FileRow, 'work_order_id' | 'name'>) => `${workOrderFolder(row.work_order_id)}/${row.name}`;

/** What every answer about a file says, whatever its links: its name, place, size, tag and author. */
function fileFields(row: FileRow, principal: Principal) {
  const path = pathOf(row);
  return {
    id: row.id,
    name: row.name,
    path_lower: path.toLowerCase(),
    path_display: path,
    size: row.size_bytes,
    contentType: row.content_type,
    isImage: isImageFileName(row.name),
    tag: row.tag,
    createdBy: row.created_by_name,
    createdDate: apiDateTime(row.created_date, principal.timeZone),
    version: row.version,
  };
}

export function storedFileOf(row: FileRow, principal: Principal, secret: string): StoredFile {
  const path = pathOf(row);
  const token = contentToken(secret, { s: principal.subscriberId, u: principal.userId, p: path.toLowerCase(), f: row.id, v: row.version });
  return { ...fileFields(row, principal), url: row.thumbnail_key ? contentUrl(path, token, true) : null, contentUrl: contentUrl(path, token) };
}

/** A deleted file as the restore screen lists it: no thumbnail or content link (it is not served), who deleted it and when. */
export function keptDeletedFileOf(row: DeletedFileRow, principal: Principal): KeptDeletedFile {
  return {
    ...fileFields(row, principal),
    url: null,
    contentUrl: '',
    deletedBy: row.deleted_by_name,
    deletedDate: apiDateTime(row.deleted_date!, principal.timeZone),
  };
}
