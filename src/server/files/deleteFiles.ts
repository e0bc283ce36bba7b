/**
 * The delete call's multipart fields (spec §7.3): `fileNames`, a file name in the folder, and
 * `path`, a file path in the folder; each may be repeated for several files (names are not split
 * at commas: a name may hold one). Every named file must be there, else nothing is deleted (404).
 * A delete keeps the file (see deleteFilesByName).
 */
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { badRequest } from '../errors';
import type { Principal } from '../plugins/auth';
import { fileNotFound, filePathOr400 } from './guards';
import { findWorkOrderFile, markDeleted } from './workOrderFiles';

async function namesOf(request: FastifyRequest, folder: string): Promise<string[]> {
  const required = 'Name the files to delete in the multipart fields fileNames or path.';
  if (!request.isMultipart()) throw badRequest(required, { fileNames: [required] });
  const names: string[] = [];
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      part.file.resume();
      continue;
    }
    const value = String(part.value ?? '');
    if (part.fieldname === 'fileNames' && value) names.push(value);
    else if (part.fieldname === 'path' && value) {
      const parsed = filePathOr400(value);
      if (parsed.folder.toLowerCase() !== folder.toLowerCase()) {
        throw badRequest(`The path "${value}" is not in the folder ${folder}.`, { path: [`The path "${value}" is not in the folder ${folder}.`] });
      }
      names.push(parsed.fileName);
    }
  }
  if (!names.length) throw badRequest(required, { fileNames: [required] });
  return [...new Set(names)];
}

/**
 * Deletes the named files of the folder and answers their names. The rows and bytes are kept as
 * evidence (who deleted, when), hidden from every listing; "Restore Deleted Files" brings them back.
 */
export async function deleteFilesByName(db: Kysely<Database>, request: FastifyRequest, principal: Principal, folder: { workOrderId: number; folder: string }) {
  const names = await namesOf(request, folder.folder);
  const rows = [];
  for (const name of names) {
    const row = await findWorkOrderFile(db, principal.subscriberId, folder.workOrderId, name);
    if (!row) throw fileNotFound(name);
    rows.push(row);
  }
  const deleted = await markDeleted(db, principal.subscriberId, rows.map((r) => r.id), principal.userId);
  return deleted.map((r) => r.name);
}
