/**
 * Uploads without signal (README "Working offline"). A photo taken while the phone is offline, or
 * whose upload got no answer after its retries, waits in the phone's offline queue
 * (src/ui/offline) beside the clock actions, in the order the technician worked, with the photo
 * already made smaller (IndexedDB keeps the bytes). The queue sends it when the connection
 * returns; a refusal (a type or size the server does not take) shows in the offline notice with
 * the server's reason.
 */
import { useEffect, useMemo } from 'react';
import type { FileTag } from '../../domain/files/tags';
import { browserOnline, keepOffline, offlineEntries, queueOwner, registerOfflineSender, useOfflineQueue, type OfflineEntry } from '../../ui/offline';
import { filesApi } from './filesApi';

export const FILE_UPLOAD_KIND = 'fileUpload';

export interface FileUploadPayload {
  workOrderId: number;
  fileName: string;
  tag: FileTag;
  file: Blob;
}

/** Sends a kept upload once, with its owner's token; the queue tries again later when it does not get through. */
export function registerFileUploads(): void {
  registerOfflineSender<FileUploadPayload>(FILE_UPLOAD_KIND, (payload, { token }) =>
    filesApi.uploadOnce(payload.workOrderId, payload.file, payload.fileName, payload.tag, token),
  );
}

/** True when an upload must wait in the queue: the phone is offline, or earlier work still waits (nothing overtakes). */
export function mustQueueUpload(): boolean {
  const owner = queueOwner();
  if (!owner) return false;
  return !browserOnline() || offlineEntries().some((entry) => entry.owner === owner && entry.state === 'waiting');
}

/** Keeps the upload in the offline queue; false when no one is signed in to keep it for. */
export async function keepUploadOffline(payload: FileUploadPayload, orderLabel: string): Promise<boolean> {
  const owner = queueOwner();
  if (!owner) return false;
  await keepOffline<FileUploadPayload>({ kind: FILE_UPLOAD_KIND, label: `${payload.fileName} for ${orderLabel}`, payload, owner });
  return true;
}

export interface WaitingUpload {
  id: string;
  name: string;
  previewUrl: string | null;
}

const isWaitingUpload = (entry: OfflineEntry, owner: string | null, workOrderId: number): entry is OfflineEntry<FileUploadPayload> =>
  entry.kind === FILE_UPLOAD_KIND && entry.state === 'waiting' && entry.owner === owner && (entry.payload as FileUploadPayload).workOrderId === workOrderId;

/** The order's uploads waiting in the queue, each with a preview of the photo kept. */
export function useWaitingUploads(workOrderId: number): WaitingUpload[] {
  const entries = useOfflineQueue();
  const owner = queueOwner();
  const waiting = useMemo(() => entries.filter((entry) => isWaitingUpload(entry, owner, workOrderId)), [entries, owner, workOrderId]);
  const uploads = useMemo(
    () =>
      waiting.map((entry) => ({
        id: entry.id,
        name: entry.payload.fileName,
        previewUrl: entry.payload.file.type === 'image/jpeg' || entry.payload.file.type === 'image/png' ? URL.createObjectURL(entry.payload.file) : null,
      })),
    [waiting],
  );
  useEffect(() => () => uploads.forEach((u) => u.previewUrl && URL.revokeObjectURL(u.previewUrl)), [uploads]);
  return uploads;
}
