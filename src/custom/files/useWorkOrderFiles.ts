/**
 * A work order's files as the screen shows them, each with its state (spec §4): unchanged as
 * listed; in process while it is uploading, renaming or deleting; new once uploaded; updated
 * after a rename (the renamed file replaces the item) or a failed delete (it returns to the list).
 * A successful delete removes the item.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { StoredFile } from '../../domain/files/responses';
import type { FileTag } from '../../domain/files/tags';
import { filesApi } from './filesApi';
import { CONTENT_LINK_REFRESH_MS } from './fileLinks';
import { fileKeys } from './queryKeys';
import { isNoConnection, OFFLINE_MESSAGES } from '../../ui/offline';
import { keepUploadOffline, mustQueueUpload, useWaitingUploads } from './offlineUploads';
import { shrinkPhoto } from './shrinkPhoto';

export type FileItemState = 'unchanged' | 'in process' | 'new' | 'updated';

export interface FileItem {
  key: string;
  name: string;
  /** Null while the file is still uploading. */
  file: StoredFile | null;
  /** A picture to show before the server's thumbnail exists (the photo being uploaded). */
  previewUrl: string | null;
  state: FileItemState;
  /** What is happening to an item in process ("Uploading…", "Trying again (2)…"). */
  activity?: string;
}

interface Upload {
  key: string;
  name: string;
  previewUrl: string | null;
  activity: string;
}

let uploadCounter = 0;

/** `orderLabel` names the order in the offline notice of an upload kept for later ("Work order 10025"). */
export function useWorkOrderFiles(workOrderId: number, orderLabel: string) {
  const queryClient = useQueryClient();
  // Content links last 15 minutes: the list (and its links) is read anew before they end.
  const listed = useQuery({ queryKey: fileKeys.workOrder(workOrderId), queryFn: () => filesApi.list(workOrderId), refetchInterval: CONTENT_LINK_REFRESH_MS });
  const [states, setStates] = useState<Record<string, { state: FileItemState; activity?: string }>>({});
  const [uploads, setUploads] = useState<Upload[]>([]);
  const previews = useRef(new Set<string>());
  const waiting = useWaitingUploads(workOrderId);

  useEffect(() => () => previews.current.forEach((url) => URL.revokeObjectURL(url)), []);

  const mark = useCallback((id: string, state: FileItemState, activity?: string) => setStates((all) => ({ ...all, [id]: { state, activity } })), []);
  /**
   * Writes a change the server has answered into the list shown. A read of the list still on its
   * way began before the change was saved, and its answer would show the list without it: it is
   * cancelled, and the list read again once the change is in.
   */
  const replace = useCallback(
    async (change: (files: StoredFile[]) => StoredFile[]) => {
      const queryKey = fileKeys.workOrder(workOrderId);
      const wasReading = queryClient.isFetching({ queryKey }) > 0;
      await queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData<StoredFile[]>(queryKey, (files) => change(files ?? []));
      if (wasReading) void queryClient.invalidateQueries({ queryKey });
    },
    [queryClient, workOrderId],
  );

  /** Shrinks photos, then sends the files one by one; answers the files that failed, with why. */
  const upload = useCallback(
    async (files: File[], tag: FileTag): Promise<Array<{ name: string; error: unknown }>> => {
      const started = files.map((file) => {
        const previewUrl = file.type.startsWith('image/') && file.type !== 'image/heic' ? URL.createObjectURL(file) : null;
        if (previewUrl) previews.current.add(previewUrl);
        return { file, upload: { key: `upload-${++uploadCounter}`, name: file.name, previewUrl, activity: 'Uploading…' } };
      });
      setUploads((all) => [...all, ...started.map((s) => s.upload)]);
      const setActivity = (uploadKey: string, activity: string) => setUploads((all) => all.map((u) => (u.key === uploadKey ? { ...u, activity } : u)));
      const failed: Array<{ name: string; error: unknown }> = [];
      for (const { file, upload: pending } of started) {
        const small = await shrinkPhoto(file);
        const payload = { workOrderId, fileName: file.name, tag, file: small };
        try {
          if (mustQueueUpload() && (await keepUploadOffline(payload, orderLabel))) continue;
          const stored = await filesApi.upload(workOrderId, small, file.name, tag, (attempt) => setActivity(pending.key, `Connection lost, trying again (${attempt})…`));
          await replace((list) => [...list.filter((f) => f.id !== stored.id), stored]);
          mark(stored.id, 'new');
        } catch (error) {
          // Still no answer after the retries: the photo waits in the offline queue rather than being lost.
          const kept = isNoConnection(error) && (await keepUploadOffline(payload, orderLabel).catch(() => false));
          if (!kept) failed.push({ name: file.name, error });
        } finally {
          setUploads((all) => all.filter((u) => u.key !== pending.key));
          if (pending.previewUrl) {
            URL.revokeObjectURL(pending.previewUrl);
            previews.current.delete(pending.previewUrl);
          }
        }
      }
      return failed;
    },
    [workOrderId, orderLabel, replace, mark],
  );

  const rename = useCallback(
    async (file: StoredFile, newName: string) => {
      mark(file.id, 'in process', 'Renaming…');
      try {
        const renamed = await filesApi.rename(workOrderId, file.name, newName);
        await replace((list) => list.map((f) => (f.id === file.id ? renamed : f)));
        mark(file.id, 'updated');
        return renamed;
      } catch (error) {
        mark(file.id, 'unchanged');
        throw error;
      }
    },
    [workOrderId, replace, mark],
  );

  const remove = useCallback(
    async (file: StoredFile) => {
      mark(file.id, 'in process', 'Deleting…');
      try {
        await filesApi.remove(workOrderId, file.name);
        await replace((list) => list.filter((f) => f.id !== file.id));
      } catch (error) {
        mark(file.id, 'updated');
        throw error;
      }
    },
    [workOrderId, replace, mark],
  );

  const setTag = useCallback(
    async (file: StoredFile, tag: FileTag) => {
      mark(file.id, 'in process', 'Saving tag…');
      try {
        const tagged = await filesApi.tag(workOrderId, file.name, tag);
        await replace((list) => list.map((f) => (f.id === file.id ? tagged : f)));
        mark(file.id, 'updated');
      } catch (error) {
        mark(file.id, 'unchanged');
        throw error;
      }
    },
    [workOrderId, replace, mark],
  );

  const items: FileItem[] = [
    ...(listed.data ?? []).map((file) => ({ key: file.id, name: file.name, file, previewUrl: null, state: states[file.id]?.state ?? 'unchanged', activity: states[file.id]?.activity })),
    ...uploads.map((u) => ({ key: u.key, name: u.name, file: null, previewUrl: u.previewUrl, state: 'in process' as const, activity: u.activity })),
    ...waiting.map((u) => ({ key: u.id, name: u.name, file: null, previewUrl: u.previewUrl, state: 'in process' as const, activity: OFFLINE_MESSAGES.kept })),
  ];
  return { items, isLoading: listed.isLoading, error: listed.error, upload, rename, remove, setTag };
}
