/**
 * The edit page's tabs and their addresses: the spec's child routes showStatusHistory and
 * equipmentTaskList open their tab, the others are /workOrder/{key}/edit?tab=<id>.
 */
import type { AccessSubject } from '../../../domain/access';
import { scheduleScope } from '../../../domain/scheduling/access';
import { canSeeStatusHistory } from '../../../domain/workOrders/access';
import { CHILD_ROUTES, editPath, childPath, type ChildRoute } from '../../../domain/workOrders/paths';

export const EDIT_TABS = [
  { id: 'details', label: 'Details' },
  { id: 'labor', label: 'Labor' },
  { id: 'files', label: 'Photos & Files' },
  { id: 'schedule', label: 'Schedule', route: 'schedule' },
  { id: 'materials', label: 'Materials' },
  { id: 'standardItems', label: 'Standard Items' },
  { id: 'rateSheetItems', label: 'Rate Sheet Items' },
  { id: 'equipmentTasks', label: 'Equipment Task List', route: 'equipmentTasks' },
  { id: 'jobs', label: 'Jobs' },
  { id: 'statusHistory', label: 'Status History', route: 'statusHistory' },
  { id: 'signature', label: 'Signature' },
] as const satisfies ReadonlyArray<{ id: string; label: string; route?: ChildRoute }>;

export type EditTabId = (typeof EDIT_TABS)[number]['id'];

/**
 * The sections an order shown from its copy on the phone (offline) opens: its details, and its
 * photos, which wait in the offline queue. The others read the server.
 */
export const OFFLINE_TABS: readonly EditTabId[] = ['details', 'files'];

export const tabsFor = (subject: AccessSubject) =>
  EDIT_TABS.filter((tab) => (tab.id !== 'statusHistory' || canSeeStatusHistory(subject)) && (tab.id !== 'schedule' || scheduleScope(subject) !== 'none'));

/** The tab an address shows: a child route's, else ?tab=, else Details. */
export function tabOf(pathname: string, search: URLSearchParams): EditTabId {
  const byRoute = EDIT_TABS.find((tab) => 'route' in tab && pathname.toLowerCase().endsWith(`/edit/${CHILD_ROUTES[tab.route].toLowerCase()}`));
  if (byRoute) return byRoute.id;
  return EDIT_TABS.find((tab) => tab.id === search.get('tab'))?.id ?? 'details';
}

export function tabPath(orderKey: string, tab: EditTabId, returnUrl: string | null): string {
  const found = EDIT_TABS.find((t) => t.id === tab)!;
  if ('route' in found) return childPath(orderKey, found.route, returnUrl);
  const base = editPath(orderKey, returnUrl);
  if (tab === 'details') return base;
  return `${base}${base.includes('?') ? '&' : '?'}tab=${tab}`;
}
