/**
 * The users list over the grammar of src/server/lists: the columns a user is sorted and
 * filtered by, and `q` over user name, names and e-mail. Unlike the other lists it skips filter
 * keys that name no column, as its API always has: a client's `subscriberId` is ignored, the
 * token decides (tests/api/tenancy.test.ts).
 */
import { listColumn, searchColumns, searchColumnsFor, type ListSpec } from '../lists/columns';

const USER_COLUMNS = {
  id: listColumn('u.id', 'integer'),
  userName: listColumn('u.user_name', 'text'),
  firstName: listColumn('u.first_name', 'text'),
  lastName: listColumn('u.last_name', 'text'),
  email: listColumn('u.email', 'text'),
  isActive: listColumn('u.is_active', 'boolean'),
};

const USER_SEARCH_FIELDS = ['userName', 'firstName', 'lastName', 'email'];

/** The search box (`q`) for a pattern made beforehand: the users list's statement template (listPage.ts). */
export const searchUsersFor = searchColumnsFor(USER_COLUMNS, USER_SEARCH_FIELDS);

export const USERS_LIST: ListSpec = {
  label: 'Users',
  columns: USER_COLUMNS,
  search: searchColumns(USER_COLUMNS, USER_SEARCH_FIELDS),
  ignoresUnknownFilters: true,
};
