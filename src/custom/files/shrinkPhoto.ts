/**
 * Photos are made smaller on the phone before they are sent: a 12 MP camera photo (4000×3000,
 * 4-6 MB) becomes at most 1600 px on its long side at JPEG quality 0.8, a few hundred KB, turned
 * upright by its EXIF orientation. PNGs keep their type; HEIC (which most browsers cannot decode)
 * and documents go as they are.
 */
import imageCompression from 'browser-image-compression';
import { PHOTO_LONG_SIDE, PHOTO_QUALITY } from '../../domain/files/limits';

/** Below this a photo is sent as it is. */
const SMALL_ENOUGH_BYTES = 300 * 1024;
/** The most a shrunk photo may weigh: quality steps down until it fits. */
const MAX_PHOTO_MB = 0.45;

export async function shrinkPhoto(file: File): Promise<File> {
  const shrinkable = file.type === 'image/jpeg' || file.type === 'image/png';
  if (!shrinkable || file.size <= SMALL_ENOUGH_BYTES) return file;
  try {
    const shrunk = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_LONG_SIDE,
      initialQuality: PHOTO_QUALITY,
      maxSizeMB: MAX_PHOTO_MB,
      // The library's worker loads its code from a CDN: FieldDesk loads nothing from elsewhere.
      useWebWorker: false,
    });
    return shrunk.size < file.size ? new File([shrunk], file.name, { type: shrunk.type, lastModified: file.lastModified }) : file;
  } catch {
    // An image the browser cannot read is sent as it is: the server says what is wrong with it.
    return file;
  }
}
