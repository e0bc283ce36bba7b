/**
 * The board as the page shows it: read through react-query, read again whenever TeamLeaderHub
 * says a technician's day changed (`gridUpdate` with the context "tl", and `refreshMaps`), when
 * the schedule changes (FieldDeskHub `upsert` / `delete` of schedule entries), when the hub
 * comes back after a drop (events may have been missed), and every minute as a fallback. The
 * board on screen stays while the next one is read, so the page neither blanks nor jumps.
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { TEAM_LEADER_GRID_CONTEXT } from '../../domain/teamLeader/board';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { useHubEvent, useHubState } from '../../ui/realtime';
import { useSession } from '../../ui/session/sessionStore';
import { teamLeaderKeys } from './queryKeys';
import { getTeamLeaderBoard } from './teamLeaderApi';

const FALLBACK_REFRESH_MS = 60_000;
/** Events of one change arrive together (refreshMaps, then gridUpdate): they cause one read. */
const COALESCE_MS = 120;

export function useTeamLeaderBoard() {
  const userId = useSession()?.user.userId;
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: teamLeaderKeys.board(userId),
    queryFn: ({ signal }) => getTeamLeaderBoard(signal),
    enabled: userId !== undefined,
    placeholderData: keepPreviousData,
    refetchInterval: FALLBACK_REFRESH_MS,
    refetchOnWindowFocus: true,
    meta: TOAST_ERRORS,
  });

  const pending = useRef<number | null>(null);
  const refresh = useCallback(() => {
    if (pending.current !== null) return;
    pending.current = window.setTimeout(() => {
      pending.current = null;
      void queryClient.invalidateQueries({ queryKey: teamLeaderKeys.all });
    }, COALESCE_MS);
  }, [queryClient]);
  useEffect(() => () => {
    if (pending.current !== null) window.clearTimeout(pending.current);
  }, []);

  useHubEvent('TeamLeaderHub', 'gridUpdate', (context) => {
    if (context === TEAM_LEADER_GRID_CONTEXT) refresh();
  });
  useHubEvent('TeamLeaderHub', 'refreshMaps', refresh);
  const isScheduleChange = (change: unknown) => !(change && typeof change === 'object' && 'entity' in change && change.entity === 'salesAction');
  useHubEvent('FieldDeskHub', 'upsert', (change) => isScheduleChange(change) && refresh());
  useHubEvent('FieldDeskHub', 'delete', (change) => isScheduleChange(change) && refresh());

  const hubState = useHubState('TeamLeaderHub');
  const previousState = useRef(hubState);
  useEffect(() => {
    if (hubState === 'connected' && previousState.current !== 'connected') refresh();
    previousState.current = hubState;
  }, [hubState, refresh]);

  return { ...query, hubState, refresh };
}
