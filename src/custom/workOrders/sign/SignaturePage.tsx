import ArrowBack from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { toast } from '../../../ui/notifications/toastStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import { SIGN_OFF_MESSAGES } from '../../../domain/workOrders/signOff';
import { tabPath } from '../edit/editTabs';
import { WorkOrderGate, type LoadedWorkOrder } from '../edit/WorkOrderGate';
import { reportSaveError } from '../../../ui/form/fieldErrors';
import { safeReturnUrl } from '../../../domain/workOrders/paths';
import { workOrderKeys } from '../queryKeys';
import { getSignOffSummary, saveSignature } from '../workOrdersApi';
import { SignaturePad } from './SignaturePad';
import { SignOffSummaryView } from './SignOffSummaryView';

const SIGNED_BY_MAX = 100;
/** Every button a technician or customer taps here is at least this tall (issue 11). */
const TAP = 48;

function SignView({ orderKey, order }: LoadedWorkOrder) {
  const session = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [search] = useSearchParams();
  const back = tabPath(orderKey, 'signature', safeReturnUrl(search.get('returnUrl')));
  const [signedBy, setSignedBy] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [padError, setPadError] = useState<string | undefined>();
  const nameInput = useRef<HTMLInputElement>(null);
  const [saving, setSaving] = useState(false);
  const summary = useQuery({ queryKey: workOrderKeys.signOffSummary(order.id), queryFn: () => getSignOffSummary(order.id), staleTime: 0, refetchOnMount: 'always' });
  usePageTitle(`Sign Work Order ${order.displayNumber}`);
  if (session && !canWorkOnWorkOrders(session.subject)) return <Navigate to={back} replace />;

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
      navigate(back, { replace: true });
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
    <Box component="section" aria-label="Customer sign-off" sx={{ maxWidth: { xs: 640, md: 1080 }, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={back} color="inherit" startIcon={<ArrowBack />} sx={{ minHeight: TAP }}>
          Work Order {order.displayNumber}
        </Button>
      </Box>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'minmax(0, 1fr) 380px' }, gap: { xs: 2, md: 3 }, alignItems: 'start' }}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
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
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 16 } }}>
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
    </Box>
  );
}

/** /workOrder/{key}/edit/sign: the customer reads the work done and signs on the technician's phone; the server keeps the signed summary as a PDF. */
export default function SignaturePage() {
  return <WorkOrderGate>{(loaded) => <SignView {...loaded} />}</WorkOrderGate>;
}
