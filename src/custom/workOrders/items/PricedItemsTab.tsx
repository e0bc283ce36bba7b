import type { AccessSubject } from '../../../domain/access';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { childPath, type ChildRoute } from '../../../domain/workOrders/paths';
import { useSession } from '../../../ui/session/sessionStore';
import type { OrderList } from '../queryKeys';
import { AddItemButton } from './AddItemButton';
import type { ItemColumn } from './ItemList';
import { ItemsTab } from './ItemsTab';
import { pricedSummary } from './pricedLines';
import { useItems } from './useItems';

interface PricedRow {
  id: number;
  quantity: number;
}

/** One of an order's priced lists (materials, standard items, rate sheet items): what it reads and shows. */
export interface PricedList<T extends PricedRow> {
  list: OrderList;
  api: { list: (workOrderId: number) => Promise<T[]>; remove: (workOrderId: number, row: T) => Promise<unknown> };
  /** The tab's title ("Materials") and one row's kind ("Material": Add Material, the material Valve). */
  title: string;
  singular: string;
  columns: ItemColumn<T>[];
  priceOf: (row: T) => number;
  /** What the subtitle counts the rows as ("3 materials, $120.00 in all."). */
  one: string;
  /** The subtitle while the list is empty. */
  intro: (order: WorkOrder) => string;
  /** The child page Add opens. */
  addRoute: ChildRoute;
  /** How the delete confirmation and toast name a row, after its kind. */
  nameOf: (row: T) => string;
  /** Who may delete rows; whoever may work on work orders unless said. */
  mayDelete?: (subject: AccessSubject) => boolean;
}

/** A priced list's tab: its total in the subtitle, Add for those who work on orders, and a delete button per row. */
export function PricedItemsTab<T extends PricedRow>({
  list,
  order,
  orderKey,
  returnUrl,
}: {
  list: PricedList<T>;
  order: WorkOrder;
  orderKey: string;
  returnUrl: string | null;
}) {
  const session = useSession();
  const items = useItems(order.id, list.list, list.api.list);
  const { rows } = items;
  const mayAdd = session ? canWorkOnWorkOrders(session.subject) : false;
  const mayDelete = session ? (list.mayDelete ?? canWorkOnWorkOrders)(session.subject) : false;
  return (
    <ItemsTab
      title={list.title}
      subtitle={rows?.length ? pricedSummary(rows, list.one, list.priceOf) : list.intro(order)}
      actions={mayAdd && <AddItemButton label={`Add ${list.singular}`} to={childPath(orderKey, list.addRoute, returnUrl)} />}
      items={items}
      columns={list.columns}
      rowKey={(row) => row.id}
      emptyText={`No ${list.title.toLowerCase()} on this work order yet.`}
      deletion={mayDelete ? { what: (row) => `the ${list.singular.toLowerCase()} ${list.nameOf(row)}`, remove: (row) => list.api.remove(order.id, row) } : undefined}
    />
  );
}
