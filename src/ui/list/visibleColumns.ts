import type { ColumnSpec } from './columns';
import type { GridLayout } from './DataGrid';

/** The columns as the user arranged them: their order, without the hidden ones. */
export function visibleColumns(columns: readonly ColumnSpec[], layout: Pick<GridLayout, 'columnOrder' | 'columnVisibility'>): ColumnSpec[] {
  const byField = new Map(columns.map((c) => [c.field, c]));
  const ordered = layout.columnOrder.map((f) => byField.get(f)).filter((c): c is ColumnSpec => c !== undefined);
  const rest = columns.filter((c) => !layout.columnOrder.includes(c.field));
  return [...ordered, ...rest].filter((c) => layout.columnVisibility[c.field] !== false);
}
