/**
 * Labels of referenced records: a reference column shows the label property of the record its
 * id points to. A generated list's references name where its readers read those labels
 * (`labelsPath`: the list's own labels endpoint, so a reader of the list sees names even when
 * the referenced list is closed to them), in batches of 100; other references are read with
 * getMany, which answers at most 25 records to a request without a range.
 */
import type { DataProvider } from 'react-admin';
import type { PropertyReference } from '../../domain/resources/meta';
import { http } from '../http/httpClient';

export const GET_MANY_BATCH = 25;
/** Ids per request to a labels endpoint (its limit). */
export const LABELS_BATCH = 100;

export type LabelMap = ReadonlyMap<number, string>;

const labelOf = (record: Record<string, unknown>, field: string): string => {
  const value = record[field];
  return value === null || value === undefined || value === '' ? `#${String(record.id)}` : String(value);
};

/** The labels of `ids` in the referenced resource (ids that no longer exist are left out). */
export async function fetchLabels(dataProvider: DataProvider, reference: PropertyReference, ids: Iterable<number>, signal?: AbortSignal): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id));
  const labels = new Map<number, string>();
  if (reference.labelsPath) {
    for (let start = 0; start < wanted.length; start += LABELS_BATCH) {
      const named = await http.get<Array<{ id: number; label: string }>>(reference.labelsPath, { query: { ids: wanted.slice(start, start + LABELS_BATCH).join(',') }, signal });
      for (const { id, label } of named) labels.set(id, label || `#${id}`);
    }
    return labels;
  }
  for (let start = 0; start < wanted.length; start += GET_MANY_BATCH) {
    const { data } = await dataProvider.getMany(reference.resource, { ids: wanted.slice(start, start + GET_MANY_BATCH), signal });
    for (const record of data) labels.set(Number(record.id), labelOf(record, reference.label));
  }
  return labels;
}

/** The referenced ids of a column in these records. */
export const idsIn = (records: readonly Record<string, unknown>[], field: string): number[] =>
  records.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
