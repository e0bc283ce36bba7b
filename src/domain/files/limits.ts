/**
 * What a work order's files may be, and how a phone shrinks a photo before sending it.
 */
import { DOCUMENT_UPLOAD_TYPES, type UploadTypes } from './names';

/** Work orders take photos and documents (manuals, quotes, reports): the fuller list of spec §5. */
export const WORK_ORDER_UPLOAD_TYPES: UploadTypes = DOCUMENT_UPLOAD_TYPES;

/** The largest file the server keeps unless FILES_MAX_BYTES says otherwise. */
export const DEFAULT_FILE_MAX_BYTES = 15 * 1024 * 1024;
/** Files one upload call may carry. */
export const FILES_PER_UPLOAD = 5;
/** The longest file name kept (the database refuses longer). */
export const FILE_NAME_MAX = 200;

/** A photo's longest side after the phone shrinks it, and its JPEG quality: about 300-600 KB for a 12 MP photo. */
export const PHOTO_LONG_SIDE = 1600;
export const PHOTO_QUALITY = 0.8;
/**
 * The most pixels an image may declare (width × height, read from its header before anything
 * decodes it): 100 megapixels is above any phone or camera photo, and far below what would take
 * a server's memory and time (sharp's own default is about 268 MP).
 */
export const IMAGE_MAX_PIXELS = 100_000_000;
export const IMAGE_MAX_MEGAPIXELS = IMAGE_MAX_PIXELS / 1_000_000;

/** The thumbnail's longest side. */
export const THUMBNAIL_SIZE = 320;

/** "15 MB", "512 KB": a size as a message says it. */
export function byteSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${Math.round((bytes / (1024 * 1024)) * 10) / 10} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} bytes`;
}
