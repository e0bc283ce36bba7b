import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { Box, Button, Typography } from '@mui/material';
import type { NextWorkOrder } from './useNextOrderRateSheet';

/** The order a stop-and-start goes to next (En Route) and how it is billed, with a way to pick another or none. */
export function NextWorkOrderChip({
  order,
  onChange,
  onClear,
}: {
  order: NextWorkOrder;
  onChange: () => void;
  onClear: () => void;
}) {
  return (
    <Box
      role="group"
      aria-label="Next work order"
      sx={{
        mt: 2.5,
        p: 1.5,
        borderRadius: 1.5,
        bgcolor: 'rgba(51,122,183,0.06)',
        border: 1,
        borderColor: 'rgba(51,122,183,0.3)',
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 1,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1.25, flexGrow: 1, minWidth: 0 }}>
        <ArrowForwardIcon color="primary" fontSize="small" sx={{ mt: 0.25 }} />
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Next: work order {order.row.workOrderNumber}, En Route
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {order.row.customerName} - {order.row.address}
          </Typography>
          {order.rateSheetSummary && (
            <Typography variant="body2" color="text.secondary">
              Rate sheet: {order.rateSheetSummary}
            </Typography>
          )}
        </Box>
      </Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.5, flexShrink: 0 }}>
        <Button size="small" onClick={onChange}>
          Change
        </Button>
        <Button size="small" color="inherit" onClick={onClear}>
          Remove
        </Button>
      </Box>
    </Box>
  );
}
