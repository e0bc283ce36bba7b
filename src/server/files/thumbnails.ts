/**
 * Thumbnails of photos, made on the server with sharp when a JPEG or PNG is stored; an image
 * declaring more than IMAGE_MAX_PIXELS is refused from its header. HEIC photos get none: sharp's prebuilt libvips cannot decode HEVC (a patent-encumbered codec), and most
 * browsers cannot show HEIC either; they are kept as sent and listed with a file icon.
 */
import { IMAGE_MAX_PIXELS, THUMBNAIL_SIZE } from '../../domain/files/limits';
import { isImageFileName } from '../../domain/files/names';
import { imageSizeOf, oversizedImage } from './imageLimits';

export type Thumbnail = { ok: true; bytes: Buffer | null } | { ok: false; error: string };

/** The thumbnail JPEG of an image (turned upright by its EXIF orientation), null for other files (whose bytes are not read); an image sharp cannot read is refused. */
export async function thumbnailOf(fileName: string, bytesOf: Buffer | (() => Promise<Buffer>)): Promise<Thumbnail> {
  if (!isImageFileName(fileName)) return { ok: true, bytes: null };
  const { default: sharp } = await import('sharp'); // loaded at the first image, not at every start
  const bytes = typeof bytesOf === 'function' ? await bytesOf() : bytesOf;
  // Width and height from the header first: an image declaring too many pixels is refused before anything decodes it.
  const size = await imageSizeOf(bytes);
  const oversized = size && oversizedImage(fileName, size);
  if (oversized) return { ok: false, error: oversized };
  try {
    const thumbnail = await sharp(bytes, { failOn: 'error', limitInputPixels: IMAGE_MAX_PIXELS })
      .rotate()
      .resize(THUMBNAIL_SIZE, THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 72, mozjpeg: true })
      .toBuffer();
    return { ok: true, bytes: thumbnail };
  } catch {
    return { ok: false, error: `${fileName} could not be read as an image: it may be damaged.` };
  }
}
