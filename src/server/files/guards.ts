/**
 * The folder or path a request names, checked before anything is read: unsafe text (NUL, an
 * absolute path, "..") and folders FieldDesk does not keep are a 400; a work order the caller
 * may not see is a 404, as if it did not exist (another subscriber's orders included: the
 * subscriber is the caller's own, from the token).
 */
import type { Kysely } from 'kysely';
import { parseFilePath, parseFolder } from '../../domain/files/folders';
import type { Database } from '../db/schema';
import { badRequest, notFound } from '../errors';
import type { Principal } from '../plugins/auth';
import { visibleWorkOrderOr404 } from '../workOrders/guards';
import { findWorkOrderFile } from './workOrderFiles';

export async function visibleFolder(db: Kysely<Database>, principal: Principal, folder: string, field = 'folder') {
  const parsed = parseFolder(folder);
  if (!parsed.ok) throw badRequest(parsed.error, { [field]: [parsed.error] });
  await visibleWorkOrderOr404(db, principal, parsed.workOrderId);
  return parsed;
}

export const fileNotFound = (name: string) => notFound(`The file "${name}" was not found in this folder.`);

/** The file named in a visible folder, or 404. */
export async function visibleFile(db: Kysely<Database>, principal: Principal, folder: string, fileName: string) {
  const parsed = await visibleFolder(db, principal, folder);
  const file = await findWorkOrderFile(db, principal.subscriberId, parsed.workOrderId, fileName);
  if (!file) throw fileNotFound(fileName);
  return { ...parsed, file };
}

/** A file path ("workOrders/12/a.jpg") as its parts, or 400. */
export function filePathOr400(path: string, field = 'path') {
  const parsed = parseFilePath(path);
  if (!parsed.ok) throw badRequest(parsed.error, { [field]: [parsed.error] });
  return parsed;
}
