/**
 * The hand-written screens that replace generated ones. Add an override here; every screen it
 * does not bring falls back to the generic list, create or edit screen.
 */
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { lazyArea } from '../app/lazy/lazyArea';
import { USERS_LIST_REQUIRES } from '../domain/usersList';
import { registerOverride } from './registry/overrides';

export function registerBuiltInOverrides(): void {
  registerOverride({
    path: '/administration/users',
    standalone: { name: 'users', label: 'Users', group: 'Administration', requires: USERS_LIST_REQUIRES, icon: PeopleAltOutlined },
    screens: {
      list: lazyArea('users', () => import('./users/UsersListPage')),
      create: lazyArea('userCreate', () => import('./users/UserCreatePage')),
      edit: lazyArea('userEdit', () => import('./users/UserEditPage')),
    },
  });
}
