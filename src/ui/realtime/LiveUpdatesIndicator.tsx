/**
 * Shown in the app bar only while live updates are not connected: what others change will not
 * appear by itself until they are back. Hidden while connected, and during the first second
 * and a half of a (re)connection, so that a quick one does not flash it.
 */
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Box, Tooltip, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLiveUpdatesState } from './hooks';

export const LIVE_UPDATES_PAUSED = 'Live updates paused — reconnecting…';
const TOOLTIP = 'Changes made by others will not appear until the connection is back. FieldDesk keeps trying; your own work is saved as usual.';
/** How long live updates must be down before the indicator shows. */
export const INDICATOR_DELAY_MS = 1500;

export function LiveUpdatesIndicator() {
  const state = useLiveUpdatesState();
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (state === 'connected') {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), INDICATOR_DELAY_MS);
    return () => clearTimeout(timer);
  }, [state]);
  if (!shown || state === 'connected') return null;
  return (
    <Tooltip title={TOOLTIP}>
      <Box
        role="status"
        aria-label={LIVE_UPDATES_PAUSED}
        data-testid="live-updates-paused"
        tabIndex={0}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, mr: { xs: 0.5, sm: 1.5 }, color: 'inherit', opacity: 0.95, whiteSpace: 'nowrap' }}
      >
        <CloudOffOutlined fontSize="small" aria-hidden />
        <Typography variant="body2" component="span" sx={{ display: { xs: 'none', md: 'inline' } }}>
          {LIVE_UPDATES_PAUSED}
        </Typography>
      </Box>
    </Tooltip>
  );
}
