/**
 * The signed-in technician's current job (GET WOStartStop/currentJob), read once for the whole
 * app: the current-job bar and My Work Orders share it. It follows changes made elsewhere
 * (another device, a team leader's clock-out): every clock write announces `gridUpdate` on the
 * FieldDesk hub to the order's technicians, and the job is read again then, after the hub
 * reconnects, and when the app comes back to the foreground.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { meets } from '../../domain/access';
import type { CurrentJob, CurrentJobAnswer } from '../../domain/timeTracking/responses';
import { WORK_ORDER_RULES } from '../../domain/workOrders/access';
import { http } from '../../ui/http/httpClient';
import { queryClient } from '../../ui/http/queryClient';
import { useHubEvent, useHubState } from '../../ui/realtime';
import { useSession } from '../../ui/session/sessionStore';
import { refreshUserStatus } from '../userStatus/refreshUserStatus';

export type { CurrentJob };

const CURRENT_JOB_KEY = ['timeTracking', 'currentJob'] as const;
/** Several announcements in a row (a stop-and-start names two orders) cause one read. */
const SETTLE_MS = 250;

/** Reads the current job again (after a clock action of this page). */
export function refreshCurrentJob(): void {
  void queryClient.invalidateQueries({ queryKey: CURRENT_JOB_KEY });
}

export interface CurrentJobState {
  /** The open labor, or null when not clocked in (or while the first answer is awaited). */
  job: CurrentJob | null;
  /** `Date.now()` when the answer was received: the job's elapsed seconds count from then. */
  receivedAt: number;
}

/** The current job of a user who may work on orders; `job: null` for anyone else. */
export function useCurrentJob(): CurrentJobState {
  const session = useSession();
  const owner = session ? `${session.user.subscriberId}:${session.user.userId}` : '';
  const works = session ? meets(session.subject, WORK_ORDER_RULES.canWorkOnWorkOrders) : false;
  const { data, dataUpdatedAt } = useQuery({
    queryKey: [...CURRENT_JOB_KEY, owner],
    queryFn: () => http.get<CurrentJobAnswer>('WOStartStop/currentJob'),
    enabled: works,
    staleTime: 30_000,
  });
  return { job: works ? (data?.job ?? null) : null, receivedAt: dataUpdatedAt };
}

/**
 * Keeps the current job live; mounted once, in the layout. A clock change made elsewhere also
 * changed the user's status (On Site, En Route, ...): the app bar's status is read again then.
 */
export function useLiveCurrentJob(): void {
  const { job } = useCurrentJob();
  const laborId = job?.workOrderLaborId ?? null;
  const seen = useRef<number | null | undefined>(undefined);
  useEffect(() => {
    if (seen.current !== undefined && seen.current !== laborId) void refreshUserStatus();
    seen.current = laborId;
  }, [laborId]);

  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  useHubEvent('FieldDeskHub', 'gridUpdate', () => {
    clearTimeout(timer.current);
    timer.current = setTimeout(refreshCurrentJob, SETTLE_MS);
  });
  const hub = useHubState('FieldDeskHub');
  const wasConnected = useRef(hub === 'connected');
  useEffect(() => {
    // Events sent while the connection was down are lost: read again once it is back.
    if (hub === 'connected' && !wasConnected.current) refreshCurrentJob();
    wasConnected.current = hub === 'connected';
  }, [hub]);
}
