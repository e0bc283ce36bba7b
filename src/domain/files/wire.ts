/**
 * The file storage calls (spec §7.3) as the server validates them and both sides type them.
 * Multipart fields (the upload's `files`, the delete's `fileNames` and `path`) are read by the
 * route itself; these are the query strings and JSON bodies.
 */
import { closedObject, type Wire } from '../wire';
import { FILES_PER_UPLOAD, FILE_NAME_MAX } from './limits';
import { FILE_TAGS } from './tags';

const folderSchema = { type: 'string', minLength: 1, maxLength: 100 } as const;
const fileNameSchema = { type: 'string', maxLength: FILE_NAME_MAX + 20 } as const;

/** GET api/Files/List?folder: the folder's files. */
export const folderQuery = closedObject(['folder'], { folder: folderSchema });

/** POST api/Files/Upload?folder&fileName (fileName: the name of a single file, else each part's own); tag for photos taken as before/after. */
export const uploadQuery = closedObject(['folder'], { folder: folderSchema, fileName: fileNameSchema, tag: { type: 'string', enum: FILE_TAGS } });

/** The upload's multipart body, as the API description states it. */
export const uploadMultipart = {
  type: 'object',
  required: ['files'],
  properties: { files: { type: 'array', maxItems: FILES_PER_UPLOAD, items: { type: 'string', contentEncoding: 'binary' }, description: 'The files, each a part named files with its file name' } },
} as const;

/** POST api/Files/delete?folder. */
export const deleteQuery = folderQuery;

/** The delete's multipart body: names in the folder, or paths in it; each may repeat. */
export const deleteMultipart = {
  type: 'object',
  properties: {
    fileNames: { type: 'array', items: { type: 'string' }, description: 'A file name in the folder' },
    path: { type: 'array', items: { type: 'string' }, description: 'A file path in the folder (workOrders/12/photo.jpg)' },
  },
} as const;

/** POST api/files/Rename. */
export const renameBody = closedObject(['folder', 'oldName', 'newName'], { folder: folderSchema, oldName: fileNameSchema, newName: { type: 'string', maxLength: 1000 } });
export type RenameRequest = Wire<typeof renameBody>;

/** POST api/Files/Tag: before/after/none for one file. */
export const tagBody = closedObject(['folder', 'fileName', 'tag'], { folder: folderSchema, fileName: fileNameSchema, tag: { type: 'string', enum: FILE_TAGS } });
export type TagRequest = Wire<typeof tagBody>;

/** POST api/Files/Restore: a deleted file of the folder, by id. */
export const restoreBody = closedObject(['folder', 'fileId'], { folder: folderSchema, fileId: { type: 'string', pattern: '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$' } });
export type RestoreRequest = Wire<typeof restoreBody>;

/** GET api/Files/copyFolder?fromFolder&toFolder. */
export const copyFolderQuery = closedObject(['fromFolder', 'toFolder'], { fromFolder: folderSchema, toFolder: folderSchema });

/** GET api/Files/Content?path&token (thumbnail=true: the thumbnail of an image). */
export const contentQuery = closedObject(['path'], { path: { type: 'string', minLength: 1, maxLength: 400 }, token: { type: 'string', maxLength: 2000 }, thumbnail: { type: 'boolean' } });
