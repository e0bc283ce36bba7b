/**
 * Deleting the selected rows one by one, so that a row the API refuses (409: other records
 * use it) is reported by name while the others go.
 */
import type { DataProvider } from 'react-admin';
import type { ResourceRecord } from '../../domain/resources/meta';

export interface DeleteFailure {
  id: number;
  name: string;
  message: string;
}

export interface BulkDeleteResult {
  deleted: number[];
  failed: DeleteFailure[];
}

export async function deleteRows(
  dataProvider: DataProvider,
  resource: string,
  ids: readonly number[],
  nameOf: (id: number) => string,
  known: ReadonlyMap<number, ResourceRecord>,
): Promise<BulkDeleteResult> {
  const result: BulkDeleteResult = { deleted: [], failed: [] };
  for (const id of ids) {
    try {
      await dataProvider.delete(resource, { id, previousData: known.get(id) });
      result.deleted.push(id);
    } catch (error) {
      result.failed.push({ id, name: nameOf(id), message: error instanceof Error ? error.message : String(error) });
    }
  }
  return result;
}

/** What the user is told afterwards: how many went, and each refusal with its reason. */
export function bulkDeleteSummary(result: BulkDeleteResult, labels: { one: string; many: string }): { ok: string | null; failures: string | null } {
  const count = result.deleted.length;
  const total = count + result.failed.length;
  const ok = count ? (result.failed.length ? `Deleted ${count} of ${total} ${labels.many}.` : `Deleted ${count} ${count === 1 ? labels.one : labels.many}.`) : null;
  const failures = result.failed.length
    ? `Not deleted: ${result.failed.map((f) => `"${f.name}" (${f.message.replace(/\.$/, '')})`).join('; ')}.`
    : null;
  return { ok, failures };
}
