/**
 * The Start/Stop dialog without signal: every view data the phone reads online is kept on the
 * device (IndexedDB) per user and order, and the technician's open orders are read ahead
 * (warmOfflineClock) so that any of them can be started or stopped offline. Offline, the
 * dialog opens from that copy with the phone's clock in the subscriber's time zone (the
 * difference between the two is learnt from the last view data read online) and without the
 * parts that need the server now (the NTE warning, the Corrigo wizard: the stop is recorded in
 * FieldDesk and the wizard is not asked; README "Working offline").
 */
import { clear, createStore, delMany, get, keys, set } from 'idb-keyval';
import type { StartStopViewData } from '../../domain/timeTracking/clock';
import { ApiError } from '../../ui/http/httpClient';

export type ViewMode = 'start' | 'stop';

interface KeptView {
  view: StartStopViewData;
  savedAt: number;
  /** The subscriber's wall clock minus UTC, in minutes, when it was read. */
  zoneOffsetMinutes: number | null;
}

const store = createStore('fielddesk-clock-views', 'views');
const keyOf = (owner: string, mode: ViewMode, workOrderId: number) => `${owner}|${mode}|${workOrderId}`;
const OFFSET_KEY = (owner: string) => `${owner}|zoneOffset`;

export const NOT_KEPT_MESSAGE =
  'You are offline, and this work order has not been opened on this phone yet: start or stop it when connected.';

/** The wall-clock offset a start view data shows ("now" in the subscriber's zone), to the quarter hour. */
export function zoneOffsetOf(view: Pick<StartStopViewData, 'date' | 'startTime'>, readAt: number): number | null {
  const wall = Date.parse(`${view.date}T${view.startTime}:00Z`);
  if (Number.isNaN(wall)) return null;
  return Math.round((wall - readAt) / 60_000 / 15) * 15;
}

/** The subscriber's wall clock at an instant: date YYYY-MM-DD and time HH:mm. */
export function wallClockAt(instant: number, zoneOffsetMinutes: number): { date: string; time: string } {
  const iso = new Date(instant + zoneOffsetMinutes * 60_000).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

export async function keepView(owner: string, mode: ViewMode, view: StartStopViewData): Promise<void> {
  const readAt = Date.now();
  const zoneOffsetMinutes = mode === 'start' ? zoneOffsetOf(view, readAt) : null;
  await set(keyOf(owner, mode, view.workOrderId), { view, savedAt: readAt, zoneOffsetMinutes } satisfies KeptView, store);
  if (zoneOffsetMinutes !== null) await set(OFFSET_KEY(owner), zoneOffsetMinutes, store);
}

/** When the session ends: the next user of this phone finds none of these copies. */
export const forgetKeptViews = (): Promise<void> => clear(store).catch(() => undefined);

/** Before `owner` signs in: every other user's copies go. */
export async function keepOnlyKeptViewsOf(owner: string): Promise<void> {
  const others = (await keys<string>(store).catch(() => [])).filter((key) => !String(key).startsWith(`${owner}|`));
  await delMany(others, store).catch(() => undefined);
}

export const keptView = (owner: string, mode: ViewMode, workOrderId: number) => get<KeptView>(keyOf(owner, mode, workOrderId), store).catch(() => undefined);

async function wallNow(owner: string): Promise<{ date: string; time: string }> {
  const offset = (await get<number>(OFFSET_KEY(owner), store).catch(() => undefined)) ?? -new Date().getTimezoneOffset();
  return wallClockAt(Date.now(), offset);
}

const notKept = () => new ApiError(NOT_KEPT_MESSAGE, 0);

/** What needs the server now is left out offline. */
const offlineParts = {
  nteWarningAmount: null,
  nteStanding: null,
  rateSheetMissing: false,
  rateSheetSetUpPath: null,
  hasOpenWorkOrderLabor: false,
  openWorkOrderId: null,
  openWorkOrderNumber: null,
  corrigoWorkOrderId: 0,
  isCorrigoWorkOrderCheckedIn: false,
} as const;

/** The start dialog's view data offline: the kept copy, opened now. */
export async function offlineStartView(owner: string, workOrderId: number): Promise<StartStopViewData> {
  const kept = await keptView(owner, 'start', workOrderId);
  if (!kept) throw notKept();
  const now = await wallNow(owner);
  return { ...kept.view, ...offlineParts, stopMode: false, workOrderLaborId: null, date: now.date, startTime: now.time, stopTime: null };
}

/**
 * The stop dialog's view data offline. `labor`: the labor being stopped, when the phone knows
 * it (its id from a copy read online, or the start queued on this phone and its time).
 */
export async function offlineStopView(
  owner: string,
  workOrderId: number,
  queuedStart: { startTime: string } | null,
): Promise<StartStopViewData> {
  const [stopKept, startKept] = await Promise.all([keptView(owner, 'stop', workOrderId), keptView(owner, 'start', workOrderId)]);
  const source = stopKept ?? startKept;
  if (!source) throw notKept();
  const now = await wallNow(owner);
  // A labor started on this phone and not sent yet has no id: the queue finds it when it sends.
  const laborId = queuedStart ? null : (stopKept?.view.workOrderLaborId ?? startKept?.view.workOrderLaborId ?? null);
  const startTime = queuedStart?.startTime ?? (stopKept ? stopKept.view.startTime : now.time);
  // A copy read before the technician clocked in: the stop rules as the server would set them.
  const stopRules = source.view.stopMode
    ? {}
    : { isWorkOrderStatusFieldRequired: source.view.openTechsLaborCount === 0, workOrderStatus: null, openTechsLaborCount: source.view.openTechsLaborCount + 1 };
  return {
    ...source.view,
    ...offlineParts,
    ...stopRules,
    stopMode: true,
    workOrderLaborId: laborId,
    date: now.date,
    startTime,
    stopTime: now.time,
  };
}
