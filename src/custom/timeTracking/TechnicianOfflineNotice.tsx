import { Box } from '@mui/material';
import { useEffect } from 'react';
import { OfflineNotice } from '../../ui/offline';
import { warmOfflineClock } from './offlineWarmUp';

/**
 * The offline notice where technicians work (My Work Orders, My Route): offline state and the
 * age of the copy shown, clock actions waiting to be sent, refusals to read. While online it
 * reads ahead what starting and stopping the technician's orders offline needs.
 */
export function TechnicianOfflineNotice() {
  useEffect(() => {
    const timer = window.setTimeout(() => void warmOfflineClock(), 1500);
    return () => window.clearTimeout(timer);
  }, []);
  return (
    <Box sx={{ maxWidth: 1600, width: '100%', mx: 'auto' }}>
      <OfflineNotice />
    </Box>
  );
}
