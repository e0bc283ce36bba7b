/**
 * Where signed sign-off PDFs are kept: in the file storage the work-order files use (local disk
 * under DATA_DIR/files, or the S3-compatible bucket; src/server/files/storage), under
 * s<subscriber>/signOffs/<order>/<random id>.pdf, one per signature, recorded in
 * work_order_sign_offs (version, who signed, when, size, SHA-256). The bytes are stored before
 * the row is inserted; when the insert fails they are removed, so a row always has its PDF.
 *
 * `signOffPdfOf` is the one way to read a kept PDF back, for the download route and for
 * whatever sends it later (e-mailing the customer); it checks the bytes against the SHA-256 kept
 * at signing and refuses altered ones (SignOffPdfAltered). A row's created_by is who collected
 * the signature.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { signOffFileName, type SignOffRecord } from '../../domain/workOrders/signOff';
import { displayWorkOrderNumber } from '../../domain/workOrders/orders';
import type { Database } from '../db/schema';
import type { FileStorage } from '../files/storage';
import { ApiError } from '../errors';
import { apiDateTime } from '../http/timeZone';

export interface StoredPdf {
  storageKey: string;
  byteSize: number;
  sha256: string;
}

const sha256Of = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export async function writeSignOffPdf(storage: FileStorage, subscriberId: number, workOrderId: number, pdf: Buffer): Promise<StoredPdf> {
  const storageKey = `s${subscriberId}/signOffs/${workOrderId}/${randomUUID()}.pdf`;
  await storage.put(storageKey, pdf, 'application/pdf');
  return { storageKey, byteSize: pdf.length, sha256: sha256Of(pdf) };
}

export const removeSignOffPdf = (storage: FileStorage, storageKey: string) => storage.delete([storageKey]);

interface SignOffRow {
  id: number;
  version: number;
  signed_by: string;
  signed_date: Date | string;
  byte_size: number;
  collected_by_name: string | null;
}

/** The kept PDF's bytes no longer match the SHA-256 recorded at signing: never served, always logged. */
export class SignOffPdfAltered extends ApiError {
  constructor(readonly signOffId: number, readonly storageKey: string) {
    super(500, { message: `The kept PDF of sign-off ${signOffId} no longer matches the fingerprint recorded when it was signed, so it is not served. Ask an administrator to look into it.` });
  }
}

/** A row as the API answers it, with the PDF's download name. */
export const signOffRecordOf = (row: SignOffRow, displayNumber: string, timeZone: string): SignOffRecord => ({
  id: row.id,
  version: row.version,
  signedBy: row.signed_by,
  signedDate: apiDateTime(row.signed_date, timeZone),
  collectedBy: row.collected_by_name,
  byteSize: row.byte_size,
  fileName: signOffFileName(displayNumber, row.version),
});

/** The order's sign-offs, newest first. */
export function signOffRows(db: Kysely<Database>, subscriberId: number, workOrderId: number) {
  return db
    .selectFrom('work_order_sign_offs as so')
    .leftJoin('users as cu', (j) => j.onRef('cu.subscriber_id', '=', 'so.subscriber_id').onRef('cu.id', '=', 'so.created_by'))
    .select(['so.id', 'so.version', 'so.signed_by', 'so.signed_date', 'so.byte_size', 'so.storage_key', 'so.sha256'])
    .select((eb) => eb.fn<string | null>('nullif', [eb.fn('concat_ws', [eb.val(' '), 'cu.first_name', 'cu.last_name']), eb.val('')]).as('collected_by_name'))
    .where('so.subscriber_id', '=', subscriberId)
    .where('so.work_order_id', '=', workOrderId)
    .orderBy('so.version', 'desc');
}

/**
 * A kept PDF of an order with its record: the one named, or the latest when none is named;
 * undefined when there is none. The caller has checked that the order is the subscriber's and
 * may be read.
 */
export async function signOffPdfOf(
  db: Kysely<Database>,
  storage: FileStorage,
  target: { subscriberId: number; workOrderId: number; signOffId?: number; timeZone: string },
): Promise<{ record: SignOffRecord; pdf: Buffer } | undefined> {
  let query = signOffRows(db, target.subscriberId, target.workOrderId)
    .innerJoin('work_orders as wo', (j) => j.onRef('wo.subscriber_id', '=', 'so.subscriber_id').onRef('wo.id', '=', 'so.work_order_id'))
    .select(['wo.work_order_number', 'wo.sub_number']);
  if (target.signOffId !== undefined) query = query.where('so.id', '=', target.signOffId);
  const row = await query.limit(1).executeTakeFirst();
  if (!row) return undefined;
  const pdf = await storage.get(row.storage_key);
  if (!pdf) throw new Error(`The PDF of sign-off ${row.id} is missing from the file storage (${row.storage_key}).`);
  if (sha256Of(pdf) !== row.sha256) throw new SignOffPdfAltered(row.id, row.storage_key);
  return { record: signOffRecordOf(row, displayWorkOrderNumber(row.work_order_number, row.sub_number), target.timeZone), pdf };
}
