import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Slide } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { AUTO_CLOSE_MS, dismiss, useToasts, type Toast } from './toastStore';

function ToastItem({ toast }: { toast: Toast }) {
  useEffect(() => {
    if (!toast.autoClose) return;
    const timer = window.setTimeout(() => dismiss(toast.id), AUTO_CLOSE_MS);
    return () => window.clearTimeout(timer);
  }, [toast]);

  const actions: ReactNode[] = [];
  if (toast.action) {
    const { label, onClick } = toast.action;
    actions.push(
      <Button
        key="action"
        color="inherit"
        size="small"
        onClick={() => {
          onClick();
          dismiss(toast.id);
        }}
      >
        {label}
      </Button>,
    );
  }
  if (toast.closable) {
    actions.push(
      <IconButton key="close" aria-label="Close" color="inherit" size="small" onClick={() => dismiss(toast.id)}>
        <CloseIcon fontSize="small" />
      </IconButton>,
    );
  }

  const { type } = toast;
  const plain = type === 'none';
  return (
    <Slide direction="left" in mountOnEnter appear>
      <Alert
        role={type === 'error' ? 'alert' : 'status'}
        severity={type === 'none' ? 'info' : type}
        variant="filled"
        icon={plain || !toast.icon ? false : undefined}
        action={actions.length ? actions : undefined}
        sx={{
          pointerEvents: 'auto',
          boxShadow: 6,
          alignItems: 'center',
          minWidth: { sm: 320 },
          ...(plain && { bgcolor: 'grey.800', color: 'common.white' }),
        }}
      >
        {toast.message}
      </Alert>
    </Slide>
  );
}

/** The toast stack, top right (spec §2.3). */
export function Toaster() {
  const toasts = useToasts();
  return (
    <Box
      aria-live="polite"
      sx={{
        position: 'fixed',
        top: { xs: 64, sm: 60 },
        right: 16,
        left: { xs: 16, sm: 'auto' },
        zIndex: (theme) => theme.zIndex.snackbar,
        display: 'flex',
        flexDirection: 'column',
        alignItems: { xs: 'stretch', sm: 'flex-end' },
        gap: 1,
        maxWidth: { sm: 440 },
        pointerEvents: 'none',
      }}
    >
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} />
      ))}
    </Box>
  );
}
