/**
 * Every copy a user's reads left on the device for offline use (the saved reads here; areas
 * register theirs, such as the Start/Stop dialog's view data), and the two moments they go:
 * - `forgetOfflineCopies()` when the session ends: sign-out, a 401 the server answered (signed
 *   out elsewhere, password or roles changed, deactivated, the session maximum reached), a token
 *   that has expired;
 * - `keepOnlyOfflineCopiesOf(owner)` before `owner` signs in: another user's copies go, the same
 *   user's stay.
 * Work kept offline (offlineQueue.ts) is not a copy: it stays and waits for its owner.
 */
import { forgetSavedReads, keepOnlySavedReadsOf } from './savedReads';

export interface OfflineCopies {
  forgetAll: () => Promise<void>;
  /** Drops every copy that is not `owner`'s ("subscriberId:userId"). */
  keepOnlyOf: (owner: string) => Promise<void>;
}

const kinds: OfflineCopies[] = [{ forgetAll: forgetSavedReads, keepOnlyOf: keepOnlySavedReadsOf }];

export function registerOfflineCopies(copies: OfflineCopies): void {
  if (!kinds.includes(copies)) kinds.push(copies);
}

const settled = (work: Array<Promise<void>>) => Promise.all(work.map((w) => w.catch(() => undefined))).then(() => undefined);

export const forgetOfflineCopies = (): Promise<void> => settled(kinds.map((kind) => kind.forgetAll()));

export const keepOnlyOfflineCopiesOf = (owner: string): Promise<void> => settled(kinds.map((kind) => kind.keepOnlyOf(owner)));
