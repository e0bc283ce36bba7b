import LockOutlined from '@mui/icons-material/LockOutlined';
import TaskAltOutlined from '@mui/icons-material/TaskAltOutlined';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { SIGN_OFF_MESSAGES, type SignOffSummary } from '../../../domain/workOrders/signOff';
import { reportSaveError } from '../../../ui/form/fieldErrors';
import { finishCustomerMode } from '../../../ui/layout/customerMode';
import { toast } from '../../../ui/notifications/toastStore';
import { workOrderKeys } from '../queryKeys';
import { saveSignature } from '../workOrdersApi';
import { HandBackDialog } from './HandBackDialog';
import { SignaturePad } from './SignaturePad';
import { OrderHeading, SIDE_PANEL, SIGN_OFF_COLUMNS, SUMMARY_COLUMN, SummaryCard, TAP } from './SummaryCard';

const SIGNED_BY_MAX = 100;

/**
 * The sign-off page in the customer's hands (issue 34): what they sign for and the pad, under a
 * line that says what to do and holds the one way out, "Technician", which asks for the
 * technician's password. The app around it shows nothing else (customerMode.ts). Once signed,
 * the page thanks the customer and waits for the technician.
 */
export function CustomerSignOff({
  order,
  summary,
  finished,
  technician,
  onHandedBack,
}: {
  order: WorkOrder;
  summary: UseQueryResult<SignOffSummary>;
  finished: boolean;
  technician: { userName: string; name: string };
  onHandedBack: () => void;
}) {
  const [handingBack, setHandingBack] = useState(false);
  return (
    <Box component="section" aria-label="Customer sign-off" sx={{ maxWidth: { xs: 640, md: 1080 }, width: '100%', mx: 'auto' }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: { xs: 1.5, sm: 2 } }}>
        <Typography variant="subtitle1" sx={{ fontWeight: 600, flexGrow: 1, minWidth: 0 }}>
          {finished ? 'Signed' : 'Please read the work done, then sign.'}
        </Typography>
        <Button color="inherit" variant="outlined" startIcon={<LockOutlined />} onClick={() => setHandingBack(true)} sx={{ minHeight: TAP, flexShrink: 0 }}>
          Technician
        </Button>
      </Box>
      {finished ? <ThankYou order={order} /> : <SignForTheWork order={order} summary={summary} />}
      {handingBack && (
        <HandBackDialog
          userName={technician.userName}
          technicianName={technician.name}
          onCancel={() => setHandingBack(false)}
          onReturned={onHandedBack}
        />
      )}
    </Box>
  );
}

function ThankYou({ order }: { order: WorkOrder }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <TaskAltOutlined color="success" sx={{ fontSize: 56 }} />
      <Typography variant="h5" component="h1" sx={{ fontWeight: 600, mt: 1 }}>
        Thank you
      </Typography>
      <Typography sx={{ mt: 1 }}>
        Your signature is saved with work order {order.displayNumber}. Please hand the phone back to the technician.
      </Typography>
    </Paper>
  );
}

function SignForTheWork({ order, summary }: { order: WorkOrder; summary: UseQueryResult<SignOffSummary> }) {
  const queryClient = useQueryClient();
  const [signedBy, setSignedBy] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [padError, setPadError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);

  const save = async (png: string | null) => {
    // Said beside the field and under the pad: a toast would cover Save on a phone.
    const name = signedBy.trim();
    setNameError(name ? undefined : SIGN_OFF_MESSAGES.nameRequired);
    setPadError(png ? undefined : SIGN_OFF_MESSAGES.signatureRequired);
    if (!name) nameInput.current?.focus();
    if (!name || !png || !summary.data) return;
    setSaving(true);
    try {
      await saveSignature(order.id, { signaturePng: png, signedBy: name, summaryDigest: summary.data.digest });
      toast.success('Signature saved. The signed summary is kept with the work order.');
      await queryClient.invalidateQueries({ queryKey: workOrderKeys.children(order.id) });
      finishCustomerMode();
    } catch (error) {
      setSaving(false);
      if (error instanceof HttpError && error.status === 409) {
        // The work changed while the customer read it: show what is true now, and let them sign that.
        toast.error(error.message);
        void summary.refetch();
        return;
      }
      reportSaveError(error, (errors) => setNameError(errors.signedBy));
    }
  };

  return (
    <>
      <OrderHeading order={order} summary={summary} />
      <Box sx={SIGN_OFF_COLUMNS}>
        <Box sx={SUMMARY_COLUMN}>
          <SummaryCard summary={summary} />
        </Box>
        <Paper variant="outlined" sx={SIDE_PANEL}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            Sign for the work
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
            By signing you confirm that the work described was carried out at this site.
          </Typography>
          <TextField
            label="Printed name"
            required
            fullWidth
            value={signedBy}
            onChange={(e) => {
              setSignedBy(e.target.value);
              setNameError(undefined);
            }}
            error={Boolean(nameError)}
            helperText={nameError ?? 'The name of the person signing, printed beside the signature.'}
            disabled={saving}
            inputRef={nameInput}
            slotProps={{ htmlInput: { maxLength: SIGNED_BY_MAX, autoComplete: 'name' } }}
            sx={{ mb: 2, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
          />
          <Box sx={{ display: 'flex', justifyContent: 'center' }}>
            <SignaturePad onSave={(png) => void save(png)} onBegin={() => setPadError(undefined)} saving={saving} disabled={!summary.data} error={padError} />
          </Box>
        </Paper>
      </Box>
    </>
  );
}
