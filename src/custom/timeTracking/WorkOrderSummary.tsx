import { Box, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import type { StartStopViewData } from '../../domain/timeTracking/clock';

function ReadOnlyValue({ label, children, whole = false }: { label: string; children: ReactNode; whole?: boolean }) {
  const id = useId();
  return (
    <Box sx={{ minWidth: 0, gridColumn: whole ? '1 / -1' : undefined }}>
      <Typography id={id} component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography component="dd" aria-labelledby={id} sx={{ m: 0, fontWeight: 600, ...(whole && { overflowWrap: 'anywhere' }) }} noWrap={!whole}>
        {children}
      </Typography>
    </Box>
  );
}

/**
 * The order and who is clocking, read-only (spec §2.3), with whose order it is and where, written
 * whole: the technician sees which order the dialog starts or stops (issue 34). A copy of the view
 * data kept on the phone before these were sent has neither (offlineViewData.ts).
 */
export function WorkOrderSummary({ view }: { view: StartStopViewData }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        px: 2,
        py: 1.5,
        display: 'grid',
        gridTemplateColumns: 'minmax(96px, auto) 1fr',
        columnGap: 3,
        rowGap: 1,
        bgcolor: 'rgba(51,122,183,0.06)',
        border: 1,
        borderColor: 'rgba(51,122,183,0.2)',
        borderRadius: 1.5,
      }}
    >
      <ReadOnlyValue label="Work Order #">{view.workOrderNumber}</ReadOnlyValue>
      <ReadOnlyValue label="User / Status">
        {view.currentUser.name} / {view.userStatus || 'No status'}
      </ReadOnlyValue>
      {view.customerName && (
        <ReadOnlyValue label="Customer" whole>
          {view.customerName}
        </ReadOnlyValue>
      )}
      {view.siteAddress && (
        <ReadOnlyValue label="Site Address" whole>
          {view.siteAddress}
        </ReadOnlyValue>
      )}
    </Box>
  );
}
