/** The generated screens, loaded on demand; an override's missing screens fall back to these. */
import { lazyArea } from '../../ui/lazy/lazyArea';

export const GENERIC_SCREENS = {
  list: lazyArea('resourceList', () => import('../list/ResourceListPage')),
  create: lazyArea('resourceCreate', () => import('../edit/ResourceCreatePage')),
  edit: lazyArea('resourceEdit', () => import('../edit/ResourceEditPage')),
  singleton: lazyArea('resourceSettings', () => import('../edit/SingletonPage')),
};
