/**
 * The History tab's reading of one audit entry: which fields changed, from what to what,
 * in the order of the form.
 */
import { formatDisplayDateTime, parseApiDateTime } from '../../domain/dateFormats';
import { kindOf, type ColumnKind } from '../../ui/list/columns';
import type { PropertyReference, ResourceMeta } from '../../domain/resources/meta';

export interface HistoryEntry {
  id: number;
  action: 'create' | 'update' | 'delete';
  changedBy: number | null;
  changedByName: string | null;
  changedDate: string;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

export interface HistoryChange {
  field: string;
  title: string;
  kind: ColumnKind;
  reference?: PropertyReference;
  before: unknown;
  after: unknown;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);
const empty = (v: unknown) => v === null || v === undefined || v === '';

/** Fields a create set, an update changed, or a delete removed (system fields left out). */
export function historyChanges(entry: HistoryEntry, meta: Pick<ResourceMeta, 'schema' | 'references'>): HistoryChange[] {
  const changes: HistoryChange[] = [];
  for (const [field, property] of Object.entries(meta.schema.properties)) {
    const before = entry.before?.[field];
    const after = entry.after?.[field];
    const include =
      entry.action === 'update' ? !same(before, after) : entry.action === 'create' ? !empty(after) : !empty(before);
    if (!include) continue;
    const reference = meta.references[field];
    changes.push({ field, title: property.title ?? field, kind: kindOf(property, reference), reference, before: before ?? null, after: after ?? null });
  }
  return changes;
}

export const ACTION_LABELS: Record<HistoryEntry['action'], string> = { create: 'Created', update: 'Changed', delete: 'Deleted' };

/** "03/05/2024, 2:30 PM": the API's date-time, the subscriber's wall clock, as it reads. */
export function historyDate(dateTime: string): string {
  const date = parseApiDateTime(dateTime);
  return date ? formatDisplayDateTime(date) : dateTime;
}
