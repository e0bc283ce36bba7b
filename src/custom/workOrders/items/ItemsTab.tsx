import type { ReactNode } from 'react';
import { DeleteItemButton } from './DeleteItemButton';
import { ItemList, type ItemColumn } from './ItemList';
import { TabToolbar } from './TabToolbar';

interface Deletion<T> {
  /** How the confirmation and the toast name the row ("the material Valve"). */
  what: (row: T) => string;
  remove: (row: T) => Promise<unknown>;
  /** Rows that may not be deleted get no button; all may unless said. */
  allowed?: (row: T) => boolean;
  /** What the confirmation says after the question; "This cannot be undone." unless said. */
  note?: string;
}

/**
 * One of an order's list tabs: its heading with its buttons, anything the tab adds (a form, a
 * dialog), and its rows, each with a delete button when `deletion` is given; a delete reloads the list.
 */
export function ItemsTab<T>({
  title,
  label = title,
  subtitle,
  actions,
  items,
  columns,
  rowKey,
  emptyText,
  deletion,
  rowActions,
  children,
}: {
  title: string;
  /** Names the rows for screen readers, when not the title. */
  label?: string;
  subtitle: string;
  actions?: ReactNode;
  items: { rows: T[] | null; reload: () => void };
  columns: ReadonlyArray<ItemColumn<T>>;
  rowKey: (row: T) => string | number;
  emptyText: string;
  deletion?: Deletion<T>;
  /** Buttons a row shows before its delete button. */
  rowActions?: (row: T) => ReactNode;
  children?: ReactNode;
}) {
  const { rows, reload } = items;
  const deleteOf = deletion
    ? (row: T) => (deletion.allowed?.(row) ?? true) && <DeleteItemButton what={deletion.what(row)} remove={() => deletion.remove(row)} onDeleted={reload} note={deletion.note} />
    : undefined;
  const actionsOf =
    rowActions || deleteOf
      ? (row: T) => (
          <>
            {rowActions?.(row)}
            {deleteOf?.(row)}
          </>
        )
      : undefined;
  return (
    <>
      <TabToolbar title={title} subtitle={subtitle} actions={actions} />
      {children}
      <ItemList label={label} rows={rows} columns={columns} rowKey={rowKey} emptyText={emptyText} actions={actionsOf} />
    </>
  );
}
