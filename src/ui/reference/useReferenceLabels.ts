import { keepPreviousData, useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useDataProvider } from 'react-admin';
import type { PropertyReference } from '../../domain/resources/meta';
import { fetchLabels, idsIn, type LabelMap } from './referenceLabels';

export interface ReferenceField {
  field: string;
  reference: PropertyReference;
}

/**
 * Labels for the reference fields of the records shown, by field then id: one cached query per
 * field and set of ids, so lists showing the same records share it. While other ids load, the
 * labels found before stay; a label that cannot be read shows as its id (no toast).
 */
export function useReferenceLabels(fields: readonly ReferenceField[], records: readonly Record<string, unknown>[]): Record<string, LabelMap> {
  const dataProvider = useDataProvider();
  const wanted = useMemo(
    () => fields.map((f) => ({ ...f, ids: [...new Set(idsIn(records, f.field))].sort((a, b) => a - b) })),
    [fields, records],
  );
  const combine = useCallback(
    (results: UseQueryResult<Map<number, string>>[]) =>
      Object.fromEntries(wanted.flatMap(({ field }, index) => (results[index]?.data ? [[field, results[index].data]] : []))) as Record<string, LabelMap>,
    [wanted],
  );
  return useQueries({
    queries: wanted.map(({ reference, ids }) => ({
      queryKey: ['referenceLabels', reference.resource, reference.label, reference.labelsPath ?? null, ids],
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchLabels(dataProvider, reference, ids, signal),
      enabled: ids.length > 0,
      placeholderData: keepPreviousData,
    })),
    combine,
  });
}
