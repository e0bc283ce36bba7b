import { Box } from '@mui/material';
import { OfflineNotice } from '../../ui/offline';

/**
 * The offline notice where technicians work (My Work Orders, My Route): offline state and the
 * age of the copy shown, clock actions waiting to be sent, refusals to read and dismiss.
 */
export function TechnicianOfflineNotice() {
  return (
    <Box sx={{ maxWidth: 1600, width: '100%', mx: 'auto' }}>
      <OfflineNotice />
    </Box>
  );
}
