import { Alert, Box, Button, Typography } from '@mui/material';
import { TIME_TRACKING_MESSAGES } from '../../domain/timeTracking/clock';
import { SET_UP_RATE_SHEET_LABEL } from '../../domain/timeTracking/rateSheetMissing';
import type { TechnicianWorkOrderRow } from '../../domain/workOrders/orders';
import { EmployeeTypeSelect, PerDiemTypeSelect, TruckTypeSelect } from './RateSheetSelects';
import type { StartStopLookups } from './startStopLookups';
import type { NextOrderRateSheet } from './startStopForm';

/** How the next order's labor is billed, when its customer bills by rate sheet (spec §2.3, §5). */
export function NextOrderRateSheetFields({
  row,
  lookups,
  choices,
  onChange,
  problem,
  setUpPath,
}: {
  row: TechnicianWorkOrderRow;
  lookups: StartStopLookups;
  choices: NextOrderRateSheet;
  onChange: (choices: NextOrderRateSheet) => void;
  problem: string | null;
  /** The customer's rate sheets, for a user who may set a missing one up. */
  setUpPath: string | null;
}) {
  const set = <K extends keyof NextOrderRateSheet>(key: K, value: NextOrderRateSheet[K]) => onChange({ ...choices, [key]: value });
  const setUpMissing = lookups.laborItems.length === 0;
  return (
    <Box role="group" aria-label="Rate sheet of the next work order">
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        Work order {row.workOrderNumber}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {row.customerName} - {row.address}. This customer is billed by rate sheet: choose how the trip and the visit are billed.
      </Typography>
      {setUpMissing ? (
        <Alert
          severity="error"
          action={
            setUpPath && (
              <Button color="inherit" size="small" href={setUpPath} target="_blank" rel="noopener noreferrer">
                {SET_UP_RATE_SHEET_LABEL}
              </Button>
            )
          }
        >
          {TIME_TRACKING_MESSAGES.rateSheetMissing}
        </Alert>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' },
            gap: 2,
          }}
        >
          <EmployeeTypeSelect lookups={lookups} value={choices.serviceTechnicianId} onChange={(value) => set('serviceTechnicianId', value)} error={problem ?? undefined} />
          <TruckTypeSelect lookups={lookups} value={choices.rateSheetTruckTypeId} onChange={(value) => set('rateSheetTruckTypeId', value)} />
          <PerDiemTypeSelect lookups={lookups} value={choices.perDiemTypeId} onChange={(value) => set('perDiemTypeId', value)} />
        </Box>
      )}
    </Box>
  );
}
