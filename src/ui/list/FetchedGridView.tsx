import { useMediaQuery, type Theme } from '@mui/material';
import { useMemo, type ReactNode } from 'react';
import type { ResourceRecord } from '../../domain/resources/meta';
import type { LabelMap } from '../reference/referenceLabels';
import type { ColumnSpec } from './columns';
import { DataGrid } from './DataGrid';
import { GridContext } from './gridContext';
import { ResetLayoutButton } from './GridButtons';
import { PhoneRecords } from './PhoneRecords';
import { SearchBox } from './SearchBox';
import type { FetchedGrid } from './useFetchedGrid';
import { visibleColumns } from './visibleColumns';

const NO_LABELS: Readonly<Record<string, LabelMap>> = {};

interface Props {
  /** The grid's name: its search box and table are labelled with it. */
  label: string;
  columns: readonly ColumnSpec[];
  grid: FetchedGrid;
  rows: ResourceRecord[];
  labels?: Readonly<Record<string, LabelMap>>;
  emptyText: string;
  onOpen: (record: ResourceRecord) => void;
  /** Buttons of each row (a card's on phones). */
  rowActions?: (record: ResourceRecord) => ReactNode;
  rowActionsTitle?: string;
  /** Toolbar buttons before Reset (desktop only). */
  actions?: ReactNode;
}

/** The rows of a `useFetchedGrid`: search, cards and pager on phones; the data grid elsewhere. */
export function FetchedGridView({ label, columns, grid, rows, labels = NO_LABELS, emptyText, onOpen, rowActions, rowActionsTitle, actions }: Props) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const { state, setState, page, setPage, answer, fetching, setFilter, refilter, resetLayout } = grid;
  const gridContext = useMemo(() => ({ filters: state.filters, setFilter, labels, isSystemRow: () => false }), [state.filters, setFilter, labels]);
  const total = answer?.total ?? 0;
  const setQ = (q: string) => refilter({ q });
  const onPerPage = (perPage: number) => refilter({ perPage });

  return (
    <GridContext.Provider value={gridContext}>
      {phone ? (
        <PhoneRecords
          label={label}
          q={state.q}
          onQ={setQ}
          columns={visibleColumns(columns, state)}
          rows={rows}
          loading={!answer}
          emptyText={emptyText}
          onOpen={onOpen}
          actions={rowActions}
          pager={{ page, perPage: state.perPage, total, loading: !answer, onPage: setPage, onPerPage }}
        />
      ) : (
        <DataGrid
          label={label}
          columns={columns}
          rows={rows}
          total={total}
          loading={!answer}
          fetching={fetching}
          page={page}
          perPage={state.perPage}
          onPage={setPage}
          onPerPage={onPerPage}
          sort={state.sort}
          onSort={(sort) => refilter({ sort })}
          layout={state}
          onLayout={(change) => setState((s) => ({ ...s, ...change }))}
          selectable={false}
          selectedIds={[]}
          onSelect={() => undefined}
          onOpen={onOpen}
          emptyText={emptyText}
          renderRowActions={rowActions}
          rowActionsTitle={rowActionsTitle}
          toolbar={<SearchBox value={state.q} onChange={setQ} label={label} />}
          actions={
            <>
              {actions}
              <ResetLayoutButton onReset={resetLayout} />
            </>
          }
        />
      )}
    </GridContext.Provider>
  );
}
