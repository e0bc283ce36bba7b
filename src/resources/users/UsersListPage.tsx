import PersonAddAlt1Outlined from '@mui/icons-material/PersonAddAlt1Outlined';
import RestartAlt from '@mui/icons-material/RestartAlt';
import { Box, Button, IconButton, Paper, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../app/auth/sessionStore';
import { PageHeader } from '../../app/layout/PageHeader';
import { showError } from '../../app/notifications/showError';
import { canWriteModule } from '../../domain/access';
import { MODULES } from '../../domain/permissionCatalog';
import { DatesProvider } from '../DatesProvider';
import type { ResourceRecord } from '../meta/types';
import { DataGrid } from '../list/DataGrid';
import type { CellFilter } from '../list/filterModel';
import { apiFilterOf } from '../list/filterModel';
import { GridContext } from '../list/gridContext';
import { clearGridState, defaultGridState, gridStateKey, readGridState, writeGridState, type GridState } from '../list/gridState';
import { Pager } from '../list/Pager';
import { RecordCards } from '../list/RecordCards';
import { SearchBox } from '../list/SearchBox';
import { visibleColumns } from '../list/visibleColumns';
import { linksOf } from '../registry/entries';
import { useResourceScreen } from '../registry/screenContext';
import { useReferenceLabels } from '../reference/useReferenceLabels';
import { USER_COLUMNS, USERS_DEFAULT_SORT } from './userColumns';
import { listUsers, loadRoles, type RoleOption, type UserRecord } from './usersApi';

const SORTABLE = USER_COLUMNS.filter((c) => c.sortable).map((c) => c.field);

/** The users of the subscriber: search, sort, paging, active filter; a row opens the user. */
export default function UsersListPage() {
  const entry = useResourceScreen();
  const session = useSession();
  const navigate = useNavigate();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const storageKey = gridStateKey(session?.user.subscriberId ?? 0, entry.name);
  const [state, setState] = useState<GridState>(() =>
    readGridState(storageKey, USER_COLUMNS.map((c) => c.field), defaultGridState(USERS_DEFAULT_SORT), SORTABLE),
  );
  const [page, setPage] = useState(1);
  const [answer, setAnswer] = useState<{ rows: UserRecord[]; total: number } | null>(null);
  const [fetching, setFetching] = useState(false);
  const [roles, setRoles] = useState<RoleOption[]>([]);
  const links = linksOf(entry);
  const canCreate = session ? canWriteModule(session.subject, MODULES.USERS) : false;

  useEffect(() => writeGridState(storageKey, state), [storageKey, state]);
  useEffect(() => {
    if (session) loadRoles(session.subject).then(setRoles, () => undefined);
  }, [session]);

  const filter = useMemo(() => apiFilterOf(USER_COLUMNS, state.filters, state.q), [state.filters, state.q]);
  useEffect(() => {
    const controller = new AbortController();
    setFetching(true);
    listUsers({ page, perPage: state.perPage, sort: state.sort, filter }, controller.signal).then(
      (result) => {
        setAnswer(result);
        setFetching(false);
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setFetching(false);
        showError(error);
      },
    );
    return () => controller.abort();
  }, [page, state.perPage, state.sort, filter]);

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
  const setFilter = useCallback((field: string, cell: CellFilter | undefined) => {
    setState((s) => {
      const filters = { ...s.filters };
      if (cell) filters[field] = cell;
      else delete filters[field];
      return { ...s, filters };
    });
    setPage(1);
  }, []);
  const gridContext = useMemo(() => ({ filters: state.filters, setFilter, labels }), [state.filters, setFilter, labels]);
  const setQ = (q: string) => {
    setState((s) => ({ ...s, q }));
    setPage(1);
  };
  const onPerPage = (perPage: number) => {
    setState((s) => ({ ...s, perPage }));
    setPage(1);
  };
  const open = (record: ResourceRecord) => navigate(links.edit(record.id));
  const total = answer?.total ?? 0;
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
        <GridContext.Provider value={gridContext}>
          {phone ? (
            <>
              <Box sx={{ mb: 1.5 }}>
                <SearchBox value={state.q} onChange={setQ} label="Users" fullWidth />
              </Box>
              <RecordCards columns={visibleColumns(USER_COLUMNS, state)} rows={rows} loading={!answer} emptyText={emptyText} onOpen={open} />
              <Paper variant="outlined" sx={{ mt: 1.5 }}>
                <Pager page={page} perPage={state.perPage} total={total} onPage={setPage} onPerPage={onPerPage} compact />
              </Paper>
            </>
          ) : (
            <DataGrid
              label="Users"
              columns={USER_COLUMNS}
              rows={rows}
              total={total}
              loading={!answer}
              fetching={fetching}
              page={page}
              perPage={state.perPage}
              onPage={setPage}
              onPerPage={onPerPage}
              sort={state.sort}
              onSort={(sort) => {
                setState((s) => ({ ...s, sort }));
                setPage(1);
              }}
              layout={state}
              onLayout={(change) => setState((s) => ({ ...s, ...change }))}
              selectable={false}
              selectedIds={[]}
              onSelect={() => undefined}
              onOpen={open}
              emptyText={emptyText}
              toolbar={<SearchBox value={state.q} onChange={setQ} label="Users" />}
              actions={
                <Tooltip title="Reset columns, filters and sorting">
                  <IconButton
                    aria-label="Reset columns, filters and sorting"
                    onClick={() => {
                      clearGridState(storageKey);
                      setState(defaultGridState(USERS_DEFAULT_SORT));
                      setPage(1);
                    }}
                  >
                    <RestartAlt />
                  </IconButton>
                </Tooltip>
              }
            />
          )}
        </GridContext.Provider>
      </DatesProvider>
    </Box>
  );
}
