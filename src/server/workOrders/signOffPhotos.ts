/**
 * The photos of an order tagged "after" (the finished work), read through the files area
 * (src/server/files/workOrderFiles.ts): listed on the sign-off page with their thumbnail links,
 * and printed in the signed PDF from their originals, downscaled for the page.
 */
import type { Kysely } from 'kysely';
import { IMAGE_MAX_PIXELS } from '../../domain/files/limits';
import { isImageFileName } from '../../domain/files/names';
import { imageSizeOf, oversizedImage } from '../files/imageLimits';
import type { Database } from '../db/schema';
import { storedFileOf } from '../files/answers';
import type { FileStorage } from '../files/storage';
import { listWorkOrderFiles, readWorkOrderFile, type FileRow } from '../files/workOrderFiles';
import type { Principal } from '../plugins/auth';
import type { VisibleWorkOrder } from './visibility';

/** An after photo as the PDF prints it: a JPEG fit for the page, or null when the image could not be read. */
export interface PrintedPhoto {
  name: string;
  jpeg: Buffer | null;
}

/** Big enough for a printed photo two to a row, small enough to keep the PDF fit for e-mail. */
const PRINT_EDGE_PX = 1000;

export const afterPhotoRows = async (db: Kysely<Database>, order: VisibleWorkOrder): Promise<FileRow[]> =>
  (await listWorkOrderFiles(db, order.subscriber_id, order.id, { tag: 'after' })).filter((row) => isImageFileName(row.name));

/** What the page shows of each photo: its id, name and a thumbnail link made for the caller. */
export const afterPhotosOf = (rows: FileRow[], principal: Principal, secret: string) =>
  rows.map((row) => ({ fileId: row.id, name: row.name, thumbnailUrl: storedFileOf(row, principal, secret).url }));

export async function printedPhotosOf(storage: FileStorage, rows: FileRow[]): Promise<PrintedPhoto[]> {
  const { default: sharp } = await import('sharp'); // loaded at the first signing, not at every start
  return Promise.all(
    rows.map(async (row) => {
      try {
        const original = await readWorkOrderFile(storage, row, 'original');
        if (!original) return { name: row.name, jpeg: null };
        // Stored photos were checked at upload; the limit holds here too, so nothing larger is ever decoded for a PDF.
        const size = await imageSizeOf(original);
        if (!size || oversizedImage(row.name, size)) return { name: row.name, jpeg: null };
        const jpeg = await sharp(original, { limitInputPixels: IMAGE_MAX_PIXELS }).rotate().resize({ width: PRINT_EDGE_PX, height: PRINT_EDGE_PX, fit: 'inside', withoutEnlargement: true }).jpeg({ quality: 78 }).toBuffer();
        return { name: row.name, jpeg };
      } catch {
        return { name: row.name, jpeg: null };
      }
    }),
  );
}
