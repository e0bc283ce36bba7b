import DeleteOutline from '@mui/icons-material/DeleteOutline';
import DrawOutlined from '@mui/icons-material/DrawOutlined';
import { Box, Button, CircularProgress, Paper } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../ui/session/sessionStore';
import { askConfirmation } from '../../../ui/confirm/confirmStore';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import { useBusyAction } from '../../../ui/notifications/useBusyAction';
import { toast } from '../../../ui/notifications/toastStore';
import { SIGNATURE_PAD_SIZE } from '../../../domain/constants';
import { canEditWorkOrders, canWorkOnWorkOrders } from '../../../domain/workOrders/access';
import type { WorkOrder } from '../../../domain/workOrders/orders';
import { formatCell } from '../../../ui/list/cellFormat';
import { TabToolbar } from '../items/TabToolbar';
import { childPath } from '../../../domain/workOrders/paths';
import { workOrderKeys } from '../queryKeys';
import { deleteSignature, getSignatureImage } from '../workOrdersApi';
import { SignOffPdfs } from './SignOffPdfs';

/** The stored PNG, fetched with the token (an <img> cannot send it) and shown through a blob URL while the tab shows it. */
function useSignatureUrl(order: WorkOrder): string | null {
  const { data: image } = useQuery({
    queryKey: workOrderKeys.signature(order.id, order.signedDate),
    queryFn: () => getSignatureImage(order.id),
    enabled: order.isSigned,
    meta: TOAST_ERRORS,
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!order.isSigned || !image) return setUrl(null);
    const objectUrl = URL.createObjectURL(image);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [order.isSigned, image]);
  return url;
}

/** The customer's signature on the order (spec §2.3 signature pad), the way to collect it, and the signed summaries kept as PDFs. */
export function SignatureTab({ order, orderKey, returnUrl, onChanged }: { order: WorkOrder; orderKey: string; returnUrl: string | null; onChanged: () => void }) {
  const session = useSession();
  const url = useSignatureUrl(order);
  const { busy: removing, run } = useBusyAction();
  const maySign = session ? canWorkOnWorkOrders(session.subject) : false;
  const mayRemove = session ? canEditWorkOrders(session.subject) : false;

  const remove = async () => {
    if (!(await askConfirmation({ message: 'Remove the customer signature from this work order?', yesText: 'Yes', noText: 'No' }))) return;
    await run(async () => {
      await deleteSignature(order.id);
      toast.success('Signature removed.');
      onChanged();
    });
  };

  return (
    <Box component="section" aria-label="Customer signature">
      <TabToolbar
        title="Signature"
        subtitle={order.isSigned ? `Signed by ${order.signedBy ?? 'the customer'} on ${formatCell('dateTime', order.signedDate)}.` : 'The customer has not signed this work order yet.'}
        actions={
          <>
            {maySign && (
              <Button component={RouterLink} to={childPath(orderKey, 'sign', returnUrl)} variant="contained" startIcon={<DrawOutlined />} sx={{ minHeight: 48 }}>
                {order.isSigned ? 'Sign Again' : 'Customer Signs'}
              </Button>
            )}
            {mayRemove && order.isSigned && (
              <Button color="error" startIcon={removing ? <CircularProgress size={16} color="inherit" /> : <DeleteOutline />} disabled={removing} onClick={() => void remove()} sx={{ minHeight: 48 }}>
                Remove Signature
              </Button>
            )}
          </>
        }
      />
      {order.isSigned && (
        <Paper variant="outlined" sx={{ display: 'inline-flex', p: 1.5, bgcolor: '#fff', maxWidth: '100%' }}>
          {url ? (
            <Box component="img" src={url} alt={`Signature of ${order.signedBy ?? 'the customer'}`} sx={{ display: 'block', maxWidth: '100%', width: SIGNATURE_PAD_SIZE.width, height: 'auto' }} />
          ) : (
            <Box sx={{ width: SIGNATURE_PAD_SIZE.width, maxWidth: '100%', height: SIGNATURE_PAD_SIZE.height, display: 'grid', placeItems: 'center' }}>
              <CircularProgress size={24} aria-label="Loading the signature" />
            </Box>
          )}
        </Paper>
      )}
      <SignOffPdfs workOrderId={order.id} />
    </Box>
  );
}
