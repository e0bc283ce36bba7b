/**
 * Loading an area on demand (spec §2.1, §8, §9): a failed or timed-out load reloads the page
 * once per chunk and session (a new deployment replaces hashed file names); a later
 * successful load clears the mark, and a second failure is reported with the chunk's name.
 */
import { CHUNK_TIMEOUT_MS } from '../../domain/constants';

const reloadKey = (chunk: string) => `fielddesk.chunkReloaded.${chunk}`;

export type ChunkFailure = 'timeout' | 'error';

export class ChunkLoadError extends Error {
  constructor(
    readonly chunk: string,
    readonly failure: ChunkFailure,
    readonly cause?: unknown,
  ) {
    super(`Loading chunk "${chunk}" failed (${failure}).`);
    this.name = 'ChunkLoadError';
  }
}

function withTimeout<T>(promise: Promise<T>, chunk: string, timeoutMs: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(() => reject(new ChunkLoadError(chunk, 'timeout')), timeoutMs);
    promise.then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(new ChunkLoadError(chunk, 'error', error));
      },
    );
  });
}

export async function loadChunk<T>(chunk: string, importer: () => Promise<T>, timeoutMs = CHUNK_TIMEOUT_MS): Promise<T> {
  try {
    const loaded = await withTimeout(importer(), chunk, timeoutMs);
    sessionStorage.removeItem(reloadKey(chunk));
    return loaded;
  } catch (error) {
    if (!sessionStorage.getItem(reloadKey(chunk))) {
      sessionStorage.setItem(reloadKey(chunk), String(Date.now()));
      window.location.reload();
      // The page is going away; never settle so nothing renders an error meanwhile.
      return new Promise<T>(() => undefined);
    }
    throw error;
  }
}
