import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { usePageTitle } from '../../../ui/layout/usePageTitle';
import { toast } from '../../../ui/notifications/toastStore';
import { canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import { tabPath } from '../edit/editTabs';
import { WorkOrderGate, type LoadedWorkOrder } from '../edit/WorkOrderGate';
import { reportSaveError } from '../../../ui/form/fieldErrors';
import { safeReturnUrl } from '../../../domain/workOrders/paths';
import { saveSignature } from '../workOrdersApi';
import { SignaturePad } from './SignaturePad';

const SIGNED_BY_MAX = 100;

function SignView({ orderKey, order }: LoadedWorkOrder) {
  const session = useSession();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const back = tabPath(orderKey, 'signature', safeReturnUrl(search.get('returnUrl')));
  const [signedBy, setSignedBy] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const [saving, setSaving] = useState(false);
  usePageTitle(`Sign Work Order ${order.displayNumber}`);
  if (session && !canWorkOnWorkOrders(session.subject)) return <Navigate to={back} replace />;

  const save = async (png: string | null) => {
    const name = signedBy.trim();
    if (!name) {
      setNameError('Please enter the name of the person signing.');
      return void toast.error('Please enter the name of the person signing.');
    }
    if (!png) return void toast.error('Please sign in the box before saving.');
    setSaving(true);
    try {
      await saveSignature(order.id, { signaturePng: png, signedBy: name });
      toast.success('Signature saved.');
      navigate(back, { replace: true });
    } catch (error) {
      reportSaveError(error, (errors) => setNameError(errors.signedBy));
      setSaving(false);
    }
  };

  return (
    <Box sx={{ maxWidth: 640, width: '100%', mx: 'auto' }}>
      <Box sx={{ mb: 1 }}>
        <Button component={RouterLink} to={back} color="inherit" startIcon={<ArrowBack />}>
          Work Order {order.displayNumber}
        </Button>
      </Box>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h5" component="h1" sx={{ fontWeight: 600 }}>
          Customer Signature
        </Typography>
        <Typography color="text.secondary" sx={{ mt: 0.5 }}>
          Work order {order.displayNumber} · {order.customerName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {order.siteAddress}
        </Typography>
        <Box sx={{ mt: 2, p: 1.5, borderRadius: 1, bgcolor: '#f8f9fb', border: 1, borderColor: 'divider' }}>
          <Typography variant="caption" color="text.secondary" sx={{ textTransform: 'uppercase', fontWeight: 600, letterSpacing: 0.6 }}>
            Work
          </Typography>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {order.problem}
          </Typography>
        </Box>
        <Typography variant="body2" sx={{ mt: 2.5, mb: 2 }}>
          By signing you confirm that the work described was carried out at this site.
        </Typography>
        <TextField
          label="Signed by"
          required
          fullWidth
          value={signedBy}
          onChange={(e) => {
            setSignedBy(e.target.value);
            setNameError(undefined);
          }}
          error={Boolean(nameError)}
          helperText={nameError ?? 'The name of the person signing.'}
          disabled={saving}
          slotProps={{ htmlInput: { maxLength: SIGNED_BY_MAX, autoComplete: 'name' } }}
          sx={{ mb: 2.5, '& .MuiFormLabel-asterisk': { color: 'error.main' } }}
        />
        <Box sx={{ display: 'flex', justifyContent: 'center' }}>
          <SignaturePad onSave={(png) => void save(png)} saving={saving} />
        </Box>
      </Paper>
    </Box>
  );
}

/** /workOrder/{key}/edit/sign: the customer signs on the technician's phone; the PNG is stored on the order. */
export default function SignaturePage() {
  return <WorkOrderGate>{(loaded) => <SignView {...loaded} />}</WorkOrderGate>;
}
