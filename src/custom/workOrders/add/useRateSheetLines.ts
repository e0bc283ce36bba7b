import { useQuery } from '@tanstack/react-query';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import type { RateSheetItem } from '../../../domain/timeTracking/clock';
import { getRateSheetLines } from '../workOrdersApi';

/** A line of a customer's rate sheet: labor or a truck. */
export type RateSheetLine = RateSheetItem & { kind: 'Labor' | 'Truck' };

const NO_LINES: RateSheetLine[] = [];

/**
 * The active lines of a customer's rate sheet, or null while they load; none when they cannot be
 * read (the toast says why), so the page says there is nothing to bill from.
 */
export function useRateSheetLines(customerId: number): RateSheetLine[] | null {
  const { data, isError } = useQuery({
    queryKey: ['workOrders', 'rateSheetLines', customerId],
    queryFn: () => getRateSheetLines(customerId),
    meta: TOAST_ERRORS,
  });
  return data ?? (isError ? NO_LINES : null);
}
