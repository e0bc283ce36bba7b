import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useMemo } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../ui/session/sessionStore';
import { PageHeader } from '../../ui/layout/PageHeader';
import { canWriteModule } from '../../domain/access';
import { MODULES } from '../../domain/permissions/catalog';
import { DatesProvider } from '../../ui/form/DatesProvider';
import type { ResourceRecord } from '../../domain/resources/meta';
import { FetchedGridView } from '../../ui/list/FetchedGridView';
import { gridStateKey } from '../../ui/list/gridState';
import { useFetchedGrid } from '../../ui/list/useFetchedGrid';
import { linksOf } from '../../resources/registry/entries';
import { useResourceScreen } from '../../resources/registry/screenContext';
import { useReferenceLabels } from '../../ui/reference/useReferenceLabels';
import { USER_COLUMNS, USERS_DEFAULT_SORT } from './userColumns';
import type { UserRecord } from './usersApi';
import { useRoleOptions } from './useRoleChoices';

const SORTABLE = USER_COLUMNS.filter((c) => c.sortable).map((c) => c.field);

/** The users of the subscriber: search, sort, paging, active filter; a row opens the user. */
export default function UsersListPage() {
  const entry = useResourceScreen();
  const session = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const grid = useFetchedGrid<UserRecord>({
    storageKey: gridStateKey(session?.user.subscriberId ?? 0, entry.name),
    columns: USER_COLUMNS,
    defaultSort: USERS_DEFAULT_SORT,
    sortable: SORTABLE,
    resource: 'users',
  });
  const { state, answer } = grid;
  const roles = useRoleOptions();
  const links = linksOf(entry);
  const canCreate = session ? canWriteModule(session.subject, MODULES.USERS) : false;

  const rows = useMemo<ResourceRecord[]>(
    () =>
      (answer?.rows ?? []).map((user) => ({
        ...user,
        roles: user.roleIds.map((id) => roles.find((r) => r.id === id)?.name ?? `#${id}`).join(', '),
      })),
    [answer, roles],
  );
  const referenceFields = useMemo(() => [{ field: 'jobTitleId', reference: { resource: 'jobTitles', label: 'name' } }], []);
  const labels = useReferenceLabels(referenceFields, rows);
  const open = (record: ResourceRecord) => navigate(links.edit(record.id));
  const emptyText = state.q || Object.keys(state.filters).length ? 'No records match these filters.' : 'No users yet.';

  return (
    <Box sx={{ maxWidth: 1600, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="Users"
        subtitle="The people who sign in to FieldDesk: their names, job titles, roles and status."
        actions={
          canCreate && (
            <Button component={RouterLink} to={links.create} variant="contained" startIcon={<PersonAddAlt1Outlined />}>
              {phone ? 'Create' : 'Create User'}
            </Button>
          )
        }
      />
      <DatesProvider>
        <FetchedGridView label="Users" columns={USER_COLUMNS} grid={grid} rows={rows} labels={labels} emptyText={emptyText} onOpen={open} />
      </DatesProvider>
    </Box>
  );
}
