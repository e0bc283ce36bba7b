import ArrowBack from '@mui/icons-material/ArrowBack';
import PhoneAndroidOutlined from '@mui/icons-material/PhoneAndroidOutlined';
import { Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { DESCRIPTION_MAX, descriptionError } from '../../../domain/timeTracking/clock';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import type { SignOffSummary } from '../../../domain/workOrders/signOff';
import { reportSaveError } from '../../../ui/form/fieldErrors';
import { workOrderKeys } from '../queryKeys';
import { saveWorkPerformed } from '../workOrdersApi';
import { OrderHeading, SIDE_PANEL, SIGN_OFF_COLUMNS, SUMMARY_COLUMN, SummaryCard, TAP } from './SummaryCard';

/**
 * The sign-off page in the technician's hands (issue 34): before handing the phone over, the
 * technician clocked in on the order writes (or dictates, with the phone keyboard's microphone)
 * what they did on this visit. It is kept on their open labor, so the customer reads it, the
 * signed PDF prints it and the clock-out offers it as its description. "Hand to Customer" saves
 * it and turns the page into customer mode.
 */
export function TechnicianSignOff({
  order,
  summary,
  back,
  onHandOver,
}: {
  order: WorkOrder;
  summary: UseQueryResult<SignOffSummary>;
  back: string;
  onHandOver: () => void;
}) {
  const queryClient = useQueryClient();
  const openLabor = order.myOpenLabor;
  const saved = summary.data?.labors.find((labor) => labor.workOrderLaborId === openLabor?.workOrderLaborId)?.description ?? '';
  // Null until the technician types: the field shows what is saved.
  const [typed, setTyped] = useState<string | null>(null);
  const text = typed ?? saved;
  const [error, setError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);

  const handOver = async () => {
    if (openLabor) {
      const problem = descriptionError(text);
      if (problem) {
        setError(problem);
        field.current?.focus();
        return;
      }
      setSaving(true);
      try {
        queryClient.setQueryData(workOrderKeys.signOffSummary(order.id), await saveWorkPerformed(order.id, { description: text.trim() }));
      } catch (failure) {
        setSaving(false);
        reportSaveError(failure, (errors) => setError(errors.description));
        return;
      }
    }
    onHandOver();
  };

  return (
    <Box component="section" aria-label="Prepare the sign-off" sx={{ maxWidth: { xs: 640, md: 1080 }, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={back} color="inherit" startIcon={<ArrowBack />} sx={{ minHeight: TAP }}>
          Work Order {order.displayNumber}
        </Button>
      </Box>
      <OrderHeading order={order} summary={summary} />
      {/* On a phone the technician writes first, above the summary; on a desktop beside it. */}
      <Box sx={SIGN_OFF_COLUMNS}>
        <Paper variant="outlined" sx={SIDE_PANEL}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Before handing over
          </Typography>
          {openLabor ? (
            <TextField
              label="Work performed on this visit"
              required
              fullWidth
              multiline
              minRows={5}
              value={text}
              onChange={(event) => {
                setTyped(event.target.value);
                setError(undefined);
              }}
              error={Boolean(error)}
              helperText={error ?? 'Write or dictate what you did. The customer reads it before signing, the signed PDF keeps it, and your clock-out takes it as its description.'}
              disabled={saving || !summary.data}
              inputRef={field}
              slotProps={{ htmlInput: { maxLength: DESCRIPTION_MAX, autoCapitalize: 'sentences', spellCheck: true } }}
              sx={{ mt: 2, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
            />
          ) : (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              You are not clocked in on this order: the customer signs for the work as it was written at clock-out.
            </Typography>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            startIcon={saving ? <CircularProgress size={16} color="inherit" /> : <PhoneAndroidOutlined />}
            onClick={() => void handOver()}
            disabled={saving || !summary.data}
            sx={{ mt: 2, minHeight: TAP }}
          >
            Hand to Customer
          </Button>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }}>
            The customer sees only what they sign for. Your password brings the app back.
          </Typography>
        </Paper>
        <Box sx={SUMMARY_COLUMN}>
          <SummaryCard summary={summary} />
        </Box>
      </Box>
    </Box>
  );
}
