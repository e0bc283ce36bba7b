/**
 * Labels of referenced records: a reference column shows the label property of the record its
 * id points to, fetched with getMany. The API answers at most 25 records to a request without
 * a range, so ids go in batches of 25.
 */
import type { DataProvider } from 'react-admin';
import type { PropertyReference } from '../../domain/resources/meta';

export const GET_MANY_BATCH = 25;

export type LabelMap = ReadonlyMap<number, string>;

const labelOf = (record: Record<string, unknown>, field: string): string => {
  const value = record[field];
  return value === null || value === undefined || value === '' ? `#${String(record.id)}` : String(value);
};

/** The labels of `ids` in the referenced resource (ids that no longer exist are left out). */
export async function fetchLabels(dataProvider: DataProvider, reference: PropertyReference, ids: Iterable<number>, signal?: AbortSignal): Promise<Map<number, string>> {
  const wanted = [...new Set(ids)].filter((id) => Number.isInteger(id));
  const labels = new Map<number, string>();
  for (let start = 0; start < wanted.length; start += GET_MANY_BATCH) {
    const { data } = await dataProvider.getMany(reference.resource, { ids: wanted.slice(start, start + GET_MANY_BATCH), signal });
    for (const record of data) labels.set(Number(record.id), labelOf(record, reference.label));
  }
  return labels;
}

/** The referenced ids of a column in these records. */
export const idsIn = (records: readonly Record<string, unknown>[], field: string): number[] =>
  records.map((r) => r[field]).filter((v): v is number => typeof v === 'number');
