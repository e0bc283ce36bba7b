/**
 * The users area (spec §2.1 /administration/users): hand-written list, create and edit screens
 * in place of the generated ones, with a menu entry of their own.
 */
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { USERS_LIST_REQUIRES } from '../../domain/users/list';
import type { ResourceOverride } from '../../resources/registry/overrides';
import { lazyArea } from '../../ui/lazy/lazyArea';

export const usersOverride: ResourceOverride = {
  path: '/administration/users',
  standalone: { name: 'users', label: 'Users', group: 'Administration', requires: USERS_LIST_REQUIRES, icon: PeopleAltOutlined },
  screens: {
    list: lazyArea('users', () => import('./UsersListPage')),
    create: lazyArea('userCreate', () => import('./UserCreatePage')),
    edit: lazyArea('userEdit', () => import('./UserEditPage')),
  },
};
