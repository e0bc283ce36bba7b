import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import type { SignOffSummary } from '../../../domain/workOrders/signOff';
import { SignOffSummaryView } from './SignOffSummaryView';

/** Every button a technician or customer taps on the sign-off page is at least this tall (issue 11). */
export const TAP = 48;

/** The summary and the panel beside it: side by side on a desktop, one above the other on a phone. */
export const SIGN_OFF_COLUMNS = { display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 2, md: 3 }, alignItems: 'start' } as const;

/** The panel beside the summary, in the second column on a desktop: it stays in view while a long summary scrolls. */
export const SIDE_PANEL = { p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 16 }, gridColumn: { md: 2 }, gridRow: { md: 1 } } as const;

/** The summary in the first column on a desktop, whichever comes first on a phone. */
export const SUMMARY_COLUMN = { gridColumn: { md: 1 }, gridRow: { md: 1 }, minWidth: 0 } as const;

/** "Customer Signature": the company, the order, whose it is and where. */
export function OrderHeading({ order, summary }: { order: WorkOrder; summary: UseQueryResult<SignOffSummary> }) {
  return (
    <Box sx={{ mb: 2 }}>
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
        Customer Signature
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5 }}>
        {summary.data?.companyName ? `${summary.data.companyName} · ` : ''}Work order {order.displayNumber}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600, mt: 1 }}>
        {order.customerName}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {order.siteAddress}
      </Typography>
    </Box>
  );
}

/** What the customer signs for, or why it is not there yet. */
export function SummaryCard({ summary }: { summary: UseQueryResult<SignOffSummary> }) {
  return (
    <Paper variant="outlined" sx={{ px: { xs: 2, sm: 3 }, pb: { xs: 2, sm: 3 }, pt: { xs: 0.5, sm: 1 } }}>
      {summary.isPending && (
        <Box sx={{ display: 'grid', placeItems: 'center', py: 6 }}>
          <CircularProgress size={28} aria-label="Loading the work to sign for" />
        </Box>
      )}
      {summary.isError && (
        <Alert
          severity="error"
          sx={{ mt: 2 }}
          action={
            <Button color="inherit" onClick={() => void summary.refetch()} sx={{ minHeight: TAP }}>
              Try Again
            </Button>
          }
        >
          The work done on this order could not be loaded.
        </Alert>
      )}
      {summary.data && <SignOffSummaryView summary={summary.data} />}
    </Paper>
  );
}
