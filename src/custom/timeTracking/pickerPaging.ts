/**
 * Paging of the Select New Work Order grid (spec §2.3, §9): 3 rows per page, sizes 3/10/20/30,
 * at most 5 numbered page buttons, and the search that filters it.
 */
import { TECHNICIAN_PICKER } from '../../domain/workOrders/orders';
import type { GridRequest } from '../../domain/workOrders/wire';

export const pageCountOf = (total: number, pageSize: number) => Math.max(1, Math.ceil(total / pageSize));

/** The numbered buttons (0-based pages): a window of at most buttonCount around the current page. */
export function pageButtons(page: number, pageCount: number, buttonCount: number = TECHNICIAN_PICKER.buttonCount): number[] {
  const count = Math.min(buttonCount, pageCount);
  const first = Math.min(Math.max(0, page - Math.floor(count / 2)), pageCount - count);
  return Array.from({ length: count }, (_, i) => first + i);
}

/** The fields the search box looks in, any of them matching (filter logic 'or'). */
export const PICKER_SEARCH_FIELDS = ['workOrderNumber', 'customerName', 'address', 'problem'] as const;

export function pickerRequest(page: number, pageSize: number, search: string): GridRequest {
  const text = search.trim();
  return {
    skip: page * pageSize,
    take: pageSize,
    sort: [{ field: 'workOrderNumber', dir: 'desc' }],
    filter: text ? { logic: 'or', filters: PICKER_SEARCH_FIELDS.map((field) => ({ field, operator: 'contains', value: text })) } : null,
  };
}
