import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Button, Card, Link, Typography } from '@mui/material';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { menuGroupOf, orderedMenuGroups } from '../../ui/navigation/menuGroups';
import type { ResourceEntry } from '../../resources/registry/entries';

const SHOWN = 5;

function GroupCard({ label, icon: Icon, entries }: { label: string; icon: ReturnType<typeof menuGroupOf>['icon']; entries: ResourceEntry[] }) {
  const [all, setAll] = useState(false);
  const shown = all ? entries : entries.slice(0, SHOWN);
  return (
    <Card sx={{ p: 2.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
        <Box sx={{ display: 'flex', p: 1, borderRadius: 2, bgcolor: 'rgba(51,122,183,0.1)', color: 'primary.main' }}>
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {entries.length} {entries.length === 1 ? 'screen' : 'screens'}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.5 }}>
        {shown.map((entry) => (
          <li key={entry.path}>
            <Link component={RouterLink} to={entry.path} underline="hover" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, fontSize: 14 }}>
              {entry.label}
            </Link>
          </li>
        ))}
      </Box>
      {entries.length > SHOWN && (
        <Button size="small" onClick={() => setAll(!all)} endIcon={all ? undefined : <ArrowForward fontSize="small" />} sx={{ alignSelf: 'flex-start', px: 0 }}>
          {all ? 'Show fewer' : `Show all ${entries.length}`}
        </Button>
      )}
    </Card>
  );
}

/** One card per settings group the user may open, with links to its lists. */
export function SettingsCards({ entries }: { entries: ResourceEntry[] }) {
  const groups = orderedMenuGroups(entries.map((e) => menuGroupOf(e.group)));
  return (
    <Box component="nav" aria-label="Settings and lists" sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }, alignItems: 'start' }}>
      {groups.map((group) => {
        const inGroup = entries
          .filter((e) => menuGroupOf(e.group).id === group.id)
          .sort((a, b) => Number(Boolean(b.override?.standalone)) - Number(Boolean(a.override?.standalone)) || a.label.localeCompare(b.label));
        return <GroupCard key={group.id} label={group.label} icon={group.icon} entries={inGroup} />;
      })}
    </Box>
  );
}
