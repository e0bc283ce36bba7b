import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Tooltip, Typography, useMediaQuery, type Theme } from '@mui/material';
import { OFFLINE_MESSAGES } from '../../ui/offline';

/**
 * Beside an order's Start/Stop button while its clock action waits on the phone: the words on a
 * phone's card, an icon saying them in a grid's narrow cell (the page's notice lists the actions).
 */
export function QueuedClockNote({ waiting }: { waiting: boolean }) {
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  if (!waiting) return null;
  if (!phone) {
    return (
      <Tooltip title={OFFLINE_MESSAGES.kept}>
        <CloudOffOutlined role="img" aria-label={OFFLINE_MESSAGES.kept} sx={{ ml: 1, verticalAlign: 'middle', color: 'warning.dark', fontSize: 22 }} />
      </Tooltip>
    );
  }
  return (
    <Typography
      variant="caption"
      role="status"
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mt: 0.5, color: 'warning.dark', fontWeight: 600, lineHeight: 1.3 }}
    >
      <CloudOffOutlined sx={{ fontSize: 16 }} />
      {OFFLINE_MESSAGES.kept}
    </Typography>
  );
}
