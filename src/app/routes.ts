/**
 * The route table. A new area adds its pages here: path, title, page component (lazyArea),
 * permission requirement and menu entry. Menu, Home cards and route guards all read it.
 */
import HomeOutlined from '@mui/icons-material/HomeOutlined';
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { meets, needs, type AccessSubject } from '../domain/access';
import { HOME_PATH } from '../domain/landing';
import { MODULES } from '../domain/permissionCatalog';
import { lazyArea } from './lazy/lazyArea';
import type { AppRoute } from './routeTypes';

export const APP_ROUTES: readonly AppRoute[] = [
  {
    path: HOME_PATH,
    title: 'Home',
    component: lazyArea('home', () => import('../custom/home/HomePage')),
    menu: { label: 'Home', icon: HomeOutlined },
  },
  {
    path: '/permissions',
    title: 'Permissions',
    component: lazyArea('permissions', () => import('../custom/permissions/PermissionsPage')),
    requires: needs.read(MODULES.PERMISSIONS),
    menu: { label: 'Permissions', icon: SecurityOutlined, group: 'administration' },
    summary: 'Choose what each role may see, change and do.',
  },
];

/** The menu entries the user may open, in table order. */
export const menuRoutesFor = (subject: AccessSubject): AppRoute[] =>
  APP_ROUTES.filter((route) => route.menu && meets(subject, route.requires));
