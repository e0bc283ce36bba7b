/**
 * Saved reads: the answers a technician needs without signal, kept on the device (IndexedDB)
 * each time they are read online, and answered from there when a read gets no answer at all.
 * What is kept (SAVED_READS): the session check, the menu, the user's status and its choices,
 * My Work Orders (the woMy grid) and its lookups, today's route (/techScheduledRoute), each work
 * order read by id (its page), and the choices of the Start/Stop dialog.
 * Copies are per user (subscriber and user id of the token). They all go when the session ends
 * (sign-out, a 401, an expired token) and another user's go before a user signs in
 * (offlineCopies.ts), so the next user of a shared phone finds none of them.
 *
 * A page shown from saved copies says how old they are: `useSavedCopyAge()` answers when the
 * oldest copy served since the last fresh answer was saved (null when everything is fresh),
 * `useSavedCopyOf(method, path)` when the copy of one read was.
 */
import { clear, createStore, delMany, get, keys, set } from 'idb-keyval';
import { useSyncExternalStore } from 'react';

interface SavedRead {
  method: string;
  /** Matches the path relative to /api/v1/, with its query string. */
  path: RegExp;
  /** What the page shows as its content (the orders, the route): a copy of it is marked with its age. */
  content?: boolean;
}

/** Whatever is on this list stays readable offline, in its last copy. */
const SAVED_READS: readonly SavedRead[] = [
  { method: 'POST', path: /^account\/validateUser$/ },
  { method: 'GET', path: /^account\/userRolesPermissions\/\d+$/ },
  { method: 'GET', path: /^meta\/resources$/ },
  { method: 'GET', path: /^workOrders\?(.*&)?grid=woMy(&|$)/, content: true },
  { method: 'GET', path: /^workOrders\/lookups$/ },
  { method: 'GET', path: /^scheduler\/route\?/, content: true },
  { method: 'GET', path: /^workOrders\/\d+$/, content: true },
  { method: 'GET', path: /^user\/getUserStatus$/ },
  { method: 'GET', path: /^user\/userStatuses$/ },
  { method: 'GET', path: /^WorkOrder\/rateSheet(LaborItems|Trucks)\/\d+$/ },
  { method: 'GET', path: /^RateSheetStandardItem\/itemRateTypes$/ },
  { method: 'GET', path: /^PerDiemTypes\/get$/ },
  { method: 'GET', path: /^Flags\/workOrderFlags$/ },
  { method: 'POST', path: /^workOrder\/technicianWorkOrders$/ },
];

/** Headers a saved answer keeps (the lists' Content-Range). */
const KEPT_HEADERS = ['content-type', 'content-range'];

interface SavedAnswer {
  status: number;
  headers: Record<string, string>;
  text: string;
  savedAt: number;
}

const store = createStore('fielddesk-saved-reads', 'answers');

/** The path after /api/v1/ of a URL the http client builds. */
const relativePath = (url: string) => url.replace(/^\/api\/v1\//, '');

const savedReadOf = (method: string, url: string) => {
  const path = relativePath(url);
  return SAVED_READS.find((read) => read.method === method && read.path.test(path));
};

export const isSavedRead = (method: string, url: string): boolean => savedReadOf(method, url) !== undefined;

const keyOf = (owner: string, method: string, url: string, body: unknown) =>
  `${owner}|${method}|${relativePath(url)}|${typeof body === 'string' ? body : ''}`;

/** Keeps a fresh answer (its text is read from a clone, so the caller still reads the original). */
export async function saveAnswer(owner: string, method: string, url: string, body: unknown, response: Response): Promise<void> {
  const text = await response.clone().text();
  const headers: Record<string, string> = {};
  for (const name of KEPT_HEADERS) {
    const value = response.headers.get(name);
    if (value !== null) headers[name] = value;
  }
  // The connection works again: whatever copies were shown are read anew as their pages refetch.
  if (savedReadOf(method, url)?.content && served.size) {
    served.clear();
    publish();
  }
  await set(keyOf(owner, method, url, body), { status: response.status, headers, text, savedAt: Date.now() } satisfies SavedAnswer, store);
}

/** The saved copy of a read, as a Response, or null; notes that the page now shows a copy. */
export async function savedAnswer(owner: string, method: string, url: string, body: unknown): Promise<Response | null> {
  const key = keyOf(owner, method, url, body);
  const saved = await get<SavedAnswer>(key, store).catch(() => undefined);
  if (!saved) return null;
  if (savedReadOf(method, url)?.content) {
    served.set(key, saved.savedAt);
    publish();
  }
  return new Response(saved.text, { status: saved.status, headers: saved.headers });
}

/** When the session ends: nobody who signs in next on this phone finds the last user's copies. */
export const forgetSavedReads = (): Promise<void> => {
  served.clear();
  publish();
  return clear(store).catch(() => undefined);
};

/** Before `owner` signs in: every other user's copies go, theirs stay. */
export async function keepOnlySavedReadsOf(owner: string): Promise<void> {
  const shownOfOthers = [...served.keys()].filter((key) => !key.startsWith(`${owner}|`));
  if (shownOfOthers.length) {
    shownOfOthers.forEach((key) => served.delete(key));
    publish();
  }
  const others = (await keys<string>(store).catch(() => [])).filter((key) => !String(key).startsWith(`${owner}|`));
  await delMany(others, store).catch(() => undefined);
}

/** When each copy shown since its last fresh answer was saved. */
const served = new Map<string, number>();
let oldest: number | null = null;
const listeners = new Set<() => void>();

function publish() {
  oldest = served.size ? Math.min(...served.values()) : null;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** When the oldest copy the app shows now was saved (epoch ms), or null when it shows none. */
export const useSavedCopyAge = (): number | null => useSyncExternalStore(subscribe, () => oldest);

/** When the copy that answered this read was saved (epoch ms), or null while its answer is fresh. */
export function savedCopyOf(method: string, path: string): number | null {
  const read = `|${method}|${relativePath(path)}|`;
  return [...served].find(([key]) => key.includes(read))?.[1] ?? null;
}

export const useSavedCopyOf = (method: string, path: string): number | null => useSyncExternalStore(subscribe, () => savedCopyOf(method, path));
