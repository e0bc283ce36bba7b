import { useEffect, useMemo, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { PropertyReference } from '../../domain/resources/meta';
import { fetchLabels, idsIn, type LabelMap } from './referenceLabels';

export interface ReferenceField {
  field: string;
  reference: PropertyReference;
}

/** Labels for the reference fields of the records shown, by field then id. */
export function useReferenceLabels(fields: readonly ReferenceField[], records: readonly Record<string, unknown>[]): Record<string, LabelMap> {
  const dataProvider = useDataProvider();
  const [labels, setLabels] = useState<Record<string, Map<number, string>>>({});
  const wanted = useMemo(
    () => fields.map((f) => ({ ...f, ids: [...new Set(idsIn(records, f.field))].sort((a, b) => a - b) })),
    [fields, records],
  );
  const key = JSON.stringify(wanted.map((w) => [w.field, w.ids]));
  useEffect(() => {
    const controller = new AbortController();
    for (const { field, reference, ids } of wanted) {
      if (ids.length === 0) continue;
      fetchLabels(dataProvider, reference, ids, controller.signal).then(
        (found) => setLabels((current) => ({ ...current, [field]: new Map([...(current[field] ?? []), ...found]) })),
        () => undefined,
      );
    }
    return () => controller.abort();
    // `key` stands for `wanted`: fetch again only when the ids change.
  }, [key, dataProvider]);
  return labels;
}
