import Add from '@mui/icons-material/Add';
import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { ListBase } from 'react-admin';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSession } from '../../ui/session/sessionStore';
import { PageHeader } from '../../ui/layout/PageHeader';
import { DatesProvider } from '../../ui/form/DatesProvider';
import { MetaGate } from '../meta/MetaGate';
import { SYSTEM_FIELDS, type ResourceMeta } from '../../domain/resources/meta';
import { linksOf } from '../registry/entries';
import { useResourceScreen } from '../registry/screenContext';
import { columnsOf } from '../../ui/list/columns';
import { apiFilterOf, filterCellsOfAddress } from '../../ui/list/filterModel';
import { defaultGridState, gridStateKey, readGridState, type GridState } from '../../ui/list/gridState';
import { ResourceListView } from './ResourceListView';

function ResourceList({ meta, basePath }: { meta: ResourceMeta; basePath: string }) {
  const session = useSession();
  const columns = useMemo(() => columnsOf(meta), [meta]);
  const storageKey = gridStateKey(session?.user.subscriberId ?? 0, meta.name);
  const [params] = useSearchParams();
  const [state, setState] = useState<GridState>(() => {
    const stored = readGridState(
      storageKey,
      columns.map((c) => c.field),
      defaultGridState(meta.sort),
      [...columns.map((c) => c.field), meta.sort.field, ...SYSTEM_FIELDS],
    );
    // A link to some of the records (?filter={"customerId":1001}) shows exactly those.
    const linked = filterCellsOfAddress(columns, params.get('filter'));
    return linked ? { ...stored, filters: linked, q: '' } : stored;
  });
  const filter = useMemo(() => apiFilterOf(columns, state.filters, state.q), [columns, state.filters, state.q]);
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const links = linksOf({ path: basePath, createPath: meta.createPath });
  return (
    <Box sx={{ maxWidth: 1600, width: '100%', mx: 'auto' }}>
      <PageHeader
        title={meta.label}
        subtitle={meta.schema.description}
        actions={
          meta.canWrite && (
            <Button component={RouterLink} to={links.create} variant="contained" startIcon={<Add />}>
              {phone ? 'Create' : `Create ${meta.recordLabel}`}
            </Button>
          )
        }
      />
      <ListBase
        resource={meta.name}
        perPage={state.perPage}
        sort={state.sort}
        filter={filter}
        disableSyncWithLocation
        storeKey={false}
      >
        <DatesProvider>
          <ResourceListView meta={meta} columns={columns} state={state} setState={setState} storageKey={storageKey} filter={filter} phone={phone} />
        </DatesProvider>
      </ListBase>
    </Box>
  );
}

/** The generated list of a resource (its path). */
export default function ResourceListPage() {
  const entry = useResourceScreen();
  return <MetaGate resource={entry.name}>{(meta) => <ResourceList key={meta.name} meta={meta} basePath={entry.path} />}</MetaGate>;
}
