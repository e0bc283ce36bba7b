/**
 * The file storage calls of spec §7.3 as the screens make them. An upload that did not get
 * through (no answer, a server error, 408/429) is tried again after 1, 2, 4 and 8 seconds:
 * a phone in a basement loses the signal for a moment; a refusal (4xx) is final.
 */
import { workOrderFolder } from '../../domain/files/folders';
import type { KeptDeletedFile, StoredFile } from '../../domain/files/responses';
import type { FileTag } from '../../domain/files/tags';
import { ApiError, request } from '../../ui/http/httpClient';

export const UPLOAD_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000];

const retriable = (error: unknown) => error instanceof ApiError && (error.status === 0 || error.status === 408 || error.status === 429 || error.status >= 500);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export const filesApi = {
  list: (workOrderId: number) => request<StoredFile[]>('GET', '/api/Files/List', { query: { folder: workOrderFolder(workOrderId) } }),

  /** Sends one file, once. */
  /** `token`: whose upload it is (a kept upload goes with its owner's); the signed-in user's when left out. */
  async uploadOnce(workOrderId: number, file: Blob, fileName: string, tag: FileTag, token?: string): Promise<StoredFile> {
    const form = new FormData();
    form.append('files', file, fileName);
    const [stored] = await request<StoredFile[]>('POST', '/api/Files/Upload', { body: form, query: { folder: workOrderFolder(workOrderId), tag }, token });
    return stored;
  },

  /** Sends one file, trying again while it does not get through; `onRetry` hears of each new attempt. */
  async upload(workOrderId: number, file: Blob, fileName: string, tag: FileTag, onRetry?: (attempt: number) => void): Promise<StoredFile> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await filesApi.uploadOnce(workOrderId, file, fileName, tag);
      } catch (error) {
        if (!retriable(error) || attempt >= UPLOAD_RETRY_DELAYS_MS.length) throw error;
        onRetry?.(attempt + 1);
        await pause(UPLOAD_RETRY_DELAYS_MS[attempt]);
      }
    }
  },

  rename: (workOrderId: number, oldName: string, newName: string) =>
    request<StoredFile>('POST', '/api/files/Rename', { body: { folder: workOrderFolder(workOrderId), oldName, newName } }),

  tag: (workOrderId: number, fileName: string, tag: FileTag) => request<StoredFile>('POST', '/api/Files/Tag', { body: { folder: workOrderFolder(workOrderId), fileName, tag } }),

  /** The order's deleted files, kept as evidence (needs "Restore Deleted Files"). */
  deleted: (workOrderId: number) => request<KeptDeletedFile[]>('GET', '/api/Files/Deleted', { query: { folder: workOrderFolder(workOrderId) } }),

  restore: (workOrderId: number, fileId: string) => request<StoredFile>('POST', '/api/Files/Restore', { body: { folder: workOrderFolder(workOrderId), fileId } }),

  async remove(workOrderId: number, fileName: string): Promise<void> {
    const form = new FormData();
    form.append('fileNames', fileName);
    await request('POST', '/api/Files/delete', { body: form, query: { folder: workOrderFolder(workOrderId) } });
  },
};
