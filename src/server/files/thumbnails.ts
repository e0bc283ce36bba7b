/**
 * Thumbnails of photos, made on the server with sharp when a JPEG or PNG is stored. HEIC photos
 * get none: sharp's prebuilt libvips cannot decode HEVC (a patent-encumbered codec), and most
 * browsers cannot show HEIC either; they are kept as sent and listed with a file icon.
 */
import { THUMBNAIL_SIZE } from '../../domain/files/limits';
import { isImageFileName } from '../../domain/files/names';

export type Thumbnail = { ok: true; bytes: Buffer | null } | { ok: false; error: string };

/** The thumbnail JPEG of an image (turned upright by its EXIF orientation), null for other files; an image sharp cannot read is refused. */
export async function thumbnailOf(fileName: string, bytes: Buffer): Promise<Thumbnail> {
  if (!isImageFileName(fileName)) return { ok: true, bytes: null };
  const { default: sharp } = await import('sharp'); // loaded at the first image, not at every start
  try {
    const thumbnail = await sharp(bytes, { failOn: 'error' })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes: thumbnail };
  } catch {
    return { ok: false, error: `${fileName} could not be read as an image: it may be damaged.` };
  }
}
