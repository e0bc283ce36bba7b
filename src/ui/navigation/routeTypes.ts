import type { SvgIconComponent } from '@mui/icons-material';
import type { ComponentType } from 'react';
import type { RouteRequirement } from '../../domain/access';
import type { MenuGroupId } from './menuGroups';

/** One page of the app: where it is, what it is called, who may open it and where the menu shows it. */
export interface AppRoute {
  /** Absolute path, react-router syntax (`/quotes/:quoteNumber/:quoteVersion/view`). */
  path: string;
  /** Page title: the browser tab shows "{title} - WebBased". */
  title: string;
  /** The page: loaded on demand (lazyArea), but for a first screen that comes with the signed-in app. */
  component: ComponentType;
  /** What the user needs; without it the route goes to /home. Several: any one is enough; a named rule: all of its. */
  requires?: RouteRequirement;
  /**
   * Menu entry; without `group` it is a top-level entry. Routes without it stay off the menu.
   * In a group, entries with a lower `order` come first (0 by default), else the route table's order.
   */
  menu?: { label: string; icon: SvgIconComponent; group?: MenuGroupId; order?: number };
  /** One line describing the area, shown on its Home card. */
  summary?: string;
}
