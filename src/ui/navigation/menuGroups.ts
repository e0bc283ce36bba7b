import AccountBalanceOutlined from '@mui/icons-material/AccountBalanceOutlined';
import AdminPanelSettingsOutlined from '@mui/icons-material/AdminPanelSettingsOutlined';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import BuildCircleOutlined from '@mui/icons-material/BuildCircleOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import DescriptionOutlined from '@mui/icons-material/DescriptionOutlined';
import EngineeringOutlined from '@mui/icons-material/EngineeringOutlined';
import EventRepeatOutlined from '@mui/icons-material/EventRepeatOutlined';
import FlagOutlined from '@mui/icons-material/FlagOutlined';
import HubOutlined from '@mui/icons-material/HubOutlined';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import LocalOfferOutlined from '@mui/icons-material/LocalOfferOutlined';
import ManageAccountsOutlined from '@mui/icons-material/ManageAccountsOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import PercentOutlined from '@mui/icons-material/PercentOutlined';
import PolicyOutlined from '@mui/icons-material/PolicyOutlined';
import StorefrontOutlined from '@mui/icons-material/StorefrontOutlined';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import TimelineOutlined from '@mui/icons-material/TimelineOutlined';
import type { SvgIconComponent } from '@mui/icons-material';

export interface MenuGroupDefinition {
  id: string;
  label: string;
  icon: SvgIconComponent;
}

/**
 * The groups of the menu and of the Settings page, in order: the daily work first (work orders,
 * the boards and schedules, sales), then customers and the office's areas, then administration;
 * after them the groups of the settings lists, which the Settings page shows. A group shows only
 * when the user may open at least one of its entries. Generated resources name their group by
 * label (`x-resource.group`); a label not listed here gets a group of its own after these.
 */
export const MENU_GROUPS = [
  { id: 'workOrders', label: 'Work Orders', icon: AssignmentOutlined },
  { id: 'management', label: 'Management', icon: InsightsOutlined },
  { id: 'sales', label: 'Sales', icon: LocalOfferOutlined },
  { id: 'customers', label: 'Customers', icon: StorefrontOutlined },
  { id: 'thirdParty', label: 'Third Party', icon: HubOutlined },
  { id: 'administration', label: 'Administration', icon: AdminPanelSettingsOutlined },
  { id: 'status', label: 'Status', icon: TimelineOutlined },
  { id: 'flags', label: 'Flags', icon: FlagOutlined },
  { id: 'jobSettings', label: 'Job Settings', icon: EngineeringOutlined },
  { id: 'accountSettings', label: 'Account Settings', icon: ManageAccountsOutlined },
  { id: 'collectionSettings', label: 'Collection Settings', icon: RequestQuoteOutlined },
  { id: 'discountReasons', label: 'Discount Reasons', icon: PercentOutlined },
  { id: 'equipmentInfo', label: 'Equipment Info', icon: BuildCircleOutlined },
  { id: 'intacct', label: 'Intacct', icon: AccountBalanceOutlined },
  { id: 'paymentBilling', label: 'Payment & Billing', icon: PaymentsOutlined },
  { id: 'preventativeMaintenance', label: 'Preventative Maintenance', icon: EventRepeatOutlined },
  { id: 'templates', label: 'Templates', icon: DescriptionOutlined },
  { id: 'sop', label: 'SOP', icon: PolicyOutlined },
] as const satisfies ReadonlyArray<MenuGroupDefinition>;

export type MenuGroupId = (typeof MENU_GROUPS)[number]['id'];

const slug = (label: string) => label.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');

/** The group a resource's group label belongs to; an unknown label gets a group of its own. */
export function menuGroupOf(label: string): MenuGroupDefinition {
  const known = MENU_GROUPS.find((g) => g.label.toLowerCase() === label.trim().toLowerCase());
  return known ?? { id: `group-${slug(label)}`, label, icon: CategoryOutlined };
}

/** The groups of these labels and ids in menu order: the listed ones first, then the others by label. */
export function orderedMenuGroups(groups: readonly MenuGroupDefinition[]): MenuGroupDefinition[] {
  const unique = [...new Map(groups.map((g) => [g.id, g])).values()];
  const rank = (g: MenuGroupDefinition) => {
    const index = MENU_GROUPS.findIndex((known) => known.id === g.id);
    return index < 0 ? MENU_GROUPS.length : index;
  };
  return unique.sort((a, b) => rank(a) - rank(b) || a.label.localeCompare(b.label));
}
