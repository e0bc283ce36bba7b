/**
 * The actions the calendar shows: read for the days on screen and the chosen sales persons and
 * customers (null: everyone; an empty choice shows nothing), read again when the page comes
 * back into focus and whenever another user changes an action (useSalesActionsLive).
 */
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import type { SalesAction } from '../../domain/salesScheduler/actions';
import type { CalendarRange } from '../../ui/calendar';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { salesSchedulerKeys } from './queryKeys';
import { salesSchedulerApi } from './salesSchedulerApi';
import { useSalesActionsLive } from './useSalesActionsLive';

const NONE: SalesAction[] = [];

export function useSalesActions(range: CalendarRange, salesPersonIds: readonly number[] | null, customerIds: readonly number[] | null) {
  const nothingChosen = salesPersonIds?.length === 0 || customerIds?.length === 0;
  const { data, isFetching } = useQuery({
    queryKey: salesSchedulerKeys.tasks(range, salesPersonIds, customerIds),
    queryFn: () =>
      salesSchedulerApi.tasks({ start: range.from, end: range.to, salesPersonIds: salesPersonIds ? [...salesPersonIds] : undefined, customerIds: customerIds ? [...customerIds] : undefined }),
    enabled: !nothingChosen,
    placeholderData: keepPreviousData,
    refetchOnWindowFocus: true,
    meta: TOAST_ERRORS,
  });
  const queryClient = useQueryClient();
  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: salesSchedulerKeys.all }), [queryClient]);
  useSalesActionsLive(refresh);
  return { actions: nothingChosen ? NONE : (data ?? NONE), loading: isFetching, refresh };
}
