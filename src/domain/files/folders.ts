/**
 * Folders and paths of stored files (spec §3.9, §7.3). A folder is written relative to the
 * subscriber's own storage ("workOrders/12"); the subscriber comes from the caller's token,
 * never from the folder. A file's path is its folder and name ("workOrders/12/Roof unit.jpg").
 * Work orders' folders are the only folders today.
 */
import { INT4_MAX } from '../wire';

export const WORK_ORDER_FOLDER_PREFIX = 'workOrders';

export const workOrderFolder = (workOrderId: number) => `${WORK_ORDER_FOLDER_PREFIX}/${workOrderId}`;

export type FolderResult = { ok: true; workOrderId: number; folder: string } | { ok: false; error: string };

/**
 * Why a folder or path text is unsafe, or null: a NUL character, an absolute path (a leading
 * slash or backslash, a drive letter) or a ".." segment are refused before anything else is read.
 */
export function unsafePathReason(text: string, what: 'folder' | 'path'): string | null {
  if (text.includes('\0')) return `The ${what} may not contain the NUL character.`;
  if (/^[\\/]/.test(text) || /^[a-z]:/i.test(text)) return `The ${what} must be relative to your company's files, not an absolute path.`;
  if (text.split(/[\\/]/).some((segment) => segment === '..')) return `The ${what} may not contain "..".`;
  return null;
}

/** "workOrders/12" (a trailing slash is allowed) as the work order it belongs to, or why not. */
export function parseFolder(text: string): FolderResult {
  const unsafe = unsafePathReason(text, 'folder');
  if (unsafe) return { ok: false, error: unsafe };
  const match = /^workOrders\/(\d{1,10})\/?$/i.exec(text);
  const id = match ? Number(match[1]) : 0;
  if (!match || id < 1 || id > INT4_MAX) return { ok: false, error: `"${text}" is not a folder of files: use workOrders/<work order id>.` };
  return { ok: true, workOrderId: id, folder: workOrderFolder(id) };
}

export type PathResult = { ok: true; workOrderId: number; folder: string; fileName: string } | { ok: false; error: string };

/** "workOrders/12/photo.jpg" as its folder and file name, or why not. */
export function parseFilePath(text: string): PathResult {
  const unsafe = unsafePathReason(text, 'path');
  if (unsafe) return { ok: false, error: unsafe };
  const slash = text.lastIndexOf('/');
  const fileName = text.slice(slash + 1);
  const folder = slash > 0 ? parseFolder(text.slice(0, slash)) : null;
  if (!folder?.ok || !fileName) return { ok: false, error: `"${text}" is not the path of a file: use workOrders/<work order id>/<file name>.` };
  return { ...folder, fileName };
}

/** The folder a path lies in ("workOrders/12/a.jpg" -> "workOrders/12"), as spec §3.9 derives it. */
export const folderOfPath = (path: string) => path.slice(0, Math.max(0, path.lastIndexOf('/')));
