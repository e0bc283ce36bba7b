import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Box, Typography } from '@mui/material';
import { useSearchParams } from 'react-router-dom';
import { useResourceRegistry } from '../../resources/registry/registryStore';
import { settingsGroups } from '../../resources/registry/settings';
import { SearchField } from '../../ui/form/SearchField';
import { LoadFailedPage } from '../../ui/layout/LoadFailedPage';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { PageHeader } from '../../ui/layout/PageHeader';
import { SettingsGroupCard } from './SettingsGroupCard';

/** The search lives in the address, as a grid's does: a narrowed Settings page can be shared and comes back with Back. */
const SEARCH_PARAM = 'q';

export default function SettingsPage() {
  const registry = useResourceRegistry();
  const [params, setParams] = useSearchParams();
  const term = params.get(SEARCH_PARAM) ?? '';
  const search = (value: string) => setParams(value ? { [SEARCH_PARAM]: value } : {}, { replace: true });
  if (registry.status === 'error') {
    return (
      <LoadFailedPage icon={<CloudOffOutlined />} title="Settings could not be loaded" onRetry={registry.retry}>
        <Typography>{registry.error instanceof Error ? registry.error.message : 'The list of settings did not load.'}</Typography>
      </LoadFailedPage>
    );
  }
  const loaded = registry.status === 'ready';
  const all = settingsGroups(registry.entries);
  const groups = settingsGroups(registry.entries, term);
  const count = all.reduce((sum, g) => sum + g.entries.length, 0);
  return (
    <Box sx={{ maxWidth: 1200, width: '100%', mx: 'auto' }}>
      <PageHeader
        title="Settings"
        subtitle={loaded && count > 0 ? `The ${count} lists and settings your company keeps, in ${all.length} groups.` : 'The lists and settings your company keeps.'}
      />
      {!loaded && <LoadingBar />}
      {loaded && count === 0 && <Typography color="text.secondary">Your roles give you no settings to open.</Typography>}
      {count > 0 && (
        <>
          <Box sx={{ mb: 2.5, maxWidth: { sm: 420 } }}>
            <SearchField
              value={term}
              onChange={search}
              onKeyDown={(event) => event.key === 'Escape' && search('')}
              placeholder="Find a setting"
              clearLabel="Clear settings search"
              fullWidth
              sx={{ '& .MuiInputBase-root': { bgcolor: 'background.paper' } }}
            />
            <Typography role="status" variant="body2" color="text.secondary" sx={{ pt: 1, '&:empty': { display: 'none' } }}>
              {groups.length === 0 ? `No setting matches '${term.trim()}'` : ''}
            </Typography>
          </Box>
          <Box component="nav" aria-label="Settings lists" sx={{ columnCount: { xs: 1, sm: 2, lg: 3 }, columnGap: 2 }}>
            {groups.map((group) => (
              <SettingsGroupCard key={group.group.id} group={group} />
            ))}
          </Box>
        </>
      )}
    </Box>
  );
}
