import { Box, Card, Link, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import type { SettingsGroup } from '../../resources/registry/settings';
import { MIN_TAP_PX, TOUCH_MEDIA } from '../../ui/theme';

/** One group of settings lists: its name and a link to each list. */
export function SettingsGroupCard({ group: { group, entries } }: { group: SettingsGroup }) {
  const Icon = group.icon;
  const headingId = `settings-group-${group.id}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ p: 2.5, mb: 2, breakInside: 'avoid' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, mb: 1.5 }}>
        <Box sx={{ display: 'flex', p: 1, borderRadius: 2, bgcolor: 'rgba(51,122,183,0.1)', color: 'primary.main' }}>
          <Icon fontSize="small" />
        </Box>
        <Box sx={{ minWidth: 0 }}>
          <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {group.label}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {entries.length} {entries.length === 1 ? 'list' : 'lists'}
          </Typography>
        </Box>
      </Box>
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexDirection: 'column', gap: 0.25 }}>
        {entries.map((entry) => (
          <li key={entry.path}>
            <Link
              component={RouterLink}
              to={entry.path}
              underline="hover"
              sx={{ display: 'inline-flex', alignItems: 'center', py: 0.5, fontSize: 14, minHeight: 24, [TOUCH_MEDIA]: { minHeight: MIN_TAP_PX, py: 0 } }}
            >
              {entry.label}
            </Link>
          </li>
        ))}
      </Box>
    </Card>
  );
}
