import type { ColumnSpec } from '../../ui/list/columns';

/** The users list's columns; the API sorts by name, user name, e-mail and active, and filters by active. */
export const USER_COLUMNS: ColumnSpec[] = [
  { field: 'userName', title: 'User Name', kind: 'text', filterable: false, sortable: true, size: 170 },
  { field: 'firstName', title: 'First Name', kind: 'text', filterable: false, sortable: true, size: 140 },
  { field: 'lastName', title: 'Last Name', kind: 'text', filterable: false, sortable: true, size: 140 },
  { field: 'email', title: 'E-mail', kind: 'text', filterable: false, sortable: true, size: 250 },
  { field: 'jobTitleId', title: 'Job Title', kind: 'reference', filterable: false, sortable: false, reference: { resource: 'jobTitles', label: 'name' }, size: 160 },
  { field: 'roles', title: 'Roles', kind: 'text', filterable: false, sortable: false, size: 200 },
  { field: 'userStatus', title: 'Status', kind: 'text', filterable: false, sortable: false, size: 130 },
  { field: 'isActive', title: 'Active', kind: 'boolean', filterable: true, sortable: true, size: 110 },
];

export const USERS_DEFAULT_SORT = { field: 'userName', order: 'ASC' as const };
