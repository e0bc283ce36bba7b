import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { TOAST_ERRORS } from '../../../ui/http/queryClient';
import { showError } from '../../../ui/notifications/showError';
import { signOffDateTime, type SignOffRecord } from '../../../domain/workOrders/signOff';
import { workOrderKeys } from '../queryKeys';
import { getSignOffPdf, getSignOffs } from '../workOrdersApi';

/** Fetches a PDF with the session's token (a plain link cannot send it) and hands it to the browser as a download. */
async function download(workOrderId: number, record: SignOffRecord) {
  const blob = await getSignOffPdf(workOrderId, record.id);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = record.fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

function PdfButton({ workOrderId, record, label, primary }: { workOrderId: number; record: SignOffRecord; label: string; primary: boolean }) {
  const [busy, setBusy] = useState(false);
  const open = async () => {
    setBusy(true);
    try {
      await download(workOrderId, record);
    } catch (error) {
      showError(error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      variant={primary ? 'outlined' : 'text'}
      startIcon={busy ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfOutlined />}
      disabled={busy}
      onClick={() => void open()}
      aria-label={`${label} (${record.fileName})`}
      sx={{ minHeight: 48, justifyContent: 'flex-start' }}
    >
      {label}
    </Button>
  );
}

/**
 * The signed summaries kept with the order: the latest as a button that downloads its PDF, and
 * the earlier ones (each re-signing keeps them) below it.
 */
export function SignOffPdfs({ workOrderId }: { workOrderId: number }) {
  const { data: records } = useQuery({ queryKey: workOrderKeys.signOffs(workOrderId), queryFn: () => getSignOffs(workOrderId), meta: TOAST_ERRORS });
  if (!records || records.length === 0) return null;
  const [latest, ...earlier] = records;
  return (
    <Box component="section" aria-label="Signed summaries" sx={{ mt: 2.5, display: 'flex', flexDirection: 'column', alignItems: 'flex-start', gap: 0.5 }}>
      <PdfButton workOrderId={workOrderId} record={latest} label="Signed Summary (PDF)" primary />
      <Typography variant="caption" color="text.secondary">
        Version {latest.version}, signed by {latest.signedBy} on {signOffDateTime(latest.signedDate)}.
      </Typography>
      {earlier.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            Earlier signatures
          </Typography>
          {earlier.map((record) => (
            <Box key={record.id}>
              <PdfButton workOrderId={workOrderId} record={record} label={`Version ${record.version}: ${record.signedBy}, ${signOffDateTime(record.signedDate)}`} primary={false} />
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
