/**
 * A subscriber's file storage quota (Subscriber Settings, fileStorageQuotaMb; empty means
 * DEFAULT_STORAGE_QUOTA_MB): what its work-order files, deleted ones included (they are kept as
 * evidence and still take space), and its signed sign-off PDFs take. An upload that would go past
 * it is refused with a 413 that names the quota, and keeps nothing. Uploads of one subscriber that
 * end together are checked one after the other (withinQuota), so two that each fit alone cannot
 * both be kept when together they do not.
 */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { ApiError } from '../errors';

export const DEFAULT_STORAGE_QUOTA_MB = 10 * 1024;
const MB = 1024 * 1024;

export interface StorageQuota {
  quotaMb: number;
  /** Bytes the subscriber may still add. */
  remainingBytes: number;
}

export async function storageQuotaOf(db: Kysely<Database>, subscriberId: number): Promise<StorageQuota> {
  const [settings, files, signOffs] = await Promise.all([
    db.selectFrom('subscriber_settings').select('file_storage_quota_mb').where('subscriber_id', '=', subscriberId).executeTakeFirst(),
    db.selectFrom('files').select((eb) => eb.fn.sum<string | number | null>('size_bytes').as('bytes')).where('subscriber_id', '=', subscriberId).executeTakeFirst(),
    db.selectFrom('work_order_sign_offs').select((eb) => eb.fn.sum<string | number | null>('byte_size').as('bytes')).where('subscriber_id', '=', subscriberId).executeTakeFirst(),
  ]);
  const quotaMb = settings?.file_storage_quota_mb ?? DEFAULT_STORAGE_QUOTA_MB;
  const used = Number(files?.bytes ?? 0) + Number(signOffs?.bytes ?? 0);
  return { quotaMb, remainingBytes: quotaMb * MB - used };
}

export const overQuota = (quota: StorageQuota) =>
  new ApiError(413, {
    message: `These files would take your company past its file storage quota of ${quota.quotaMb.toLocaleString('en-US')} MB. Ask an administrator to raise the quota in Subscriber Settings.`,
  });

/** The advisory lock's first key, which names this use of it; the second is the subscriber. */
const QUOTA_LOCK = 7_201_011;

/**
 * Runs `keep` (which writes the rows of `bytes` new bytes) in a transaction that first waits for
 * the subscriber's other uploads ending now, then checks the quota again with what they kept:
 * past it, nothing is written and the upload is refused.
 */
export function withinQuota<T>(db: Kysely<Database>, subscriberId: number, bytes: number, keep: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return db.transaction().execute(async (trx) => {
    await sql`select pg_advisory_xact_lock(${QUOTA_LOCK}, ${subscriberId})`.execute(trx);
    const quota = await storageQuotaOf(trx, subscriberId);
    if (bytes > quota.remainingBytes) throw overQuota(quota);
    return keep(trx);
  });
}
