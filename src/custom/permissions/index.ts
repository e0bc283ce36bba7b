/** The permissions screen (spec §2.1 /permissions): what each role may see, change and do. */
import SecurityOutlined from '@mui/icons-material/SecurityOutlined';
import { needs } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { lazyArea } from '../../ui/lazy/lazyArea';
import type { AppArea } from '../../ui/navigation/area';

export const PERMISSIONS_PATH = '/permissions';

export const permissionsArea: AppArea = {
  name: 'permissions',
  routes: [
    {
      path: PERMISSIONS_PATH,
      title: 'Permissions',
      component: lazyArea('permissions', () => import('./PermissionsPage')),
      requires: needs.read(MODULES.PERMISSIONS),
      menu: { label: 'Permissions', icon: SecurityOutlined, group: 'administration' },
      summary: 'Choose what each role may see, change and do.',
    },
  ],
};
