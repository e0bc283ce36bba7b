import CloseIcon from '@mui/icons-material/Close';
import { Alert, Box, Button, IconButton, Slide, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useRef, type ReactNode } from 'react';
import { NOTIFICATION_AUTO_CLOSE_MS } from '../../domain/constants';
import { TOASTS_HEIGHT_VARIABLE } from '../theme';
import { dismiss, useToasts, type Toast } from './toastStore';
/** Space between the toasts and the screen's edge, and above them. */
const EDGE = 16;

function ToastItem({ toast, phone }: { toast: Toast; phone: boolean }) {
  useEffect(() => {
    if (!toast.autoClose) return;
    const timer = window.setTimeout(() => dismiss(toast.id), NOTIFICATION_AUTO_CLOSE_MS);
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
    <Slide direction={phone ? 'up' : 'left'} in mountOnEnter appear>
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

/**
 * The toast stack: top right (spec §2.3); on phones at the bottom, within reach of the thumb,
 * where an open dialog makes room for it instead of being covered.
 */
export function Toaster() {
  const toasts = useToasts();
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const stack = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = stack.current;
    if (!box) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => {
      const height = box.getBoundingClientRect().height;
      // The room a dialog leaves under itself: the toasts, and the current-job bar they rise above (issue 34: a toast covered a full-screen dialog's Cancel).
      root.setProperty(TOASTS_HEIGHT_VARIABLE, height > 0 ? `calc(${Math.ceil(height) + 2 * EDGE}px + var(--current-job-bottom, 0px))` : '0px');
    });
    observer.observe(box);
    return () => {
      observer.disconnect();
      root.removeProperty(TOASTS_HEIGHT_VARIABLE);
    };
  }, []);
  return (
    <Box
      ref={stack}
      aria-live="polite"
      sx={{
        position: 'fixed',
        // Above or below the current-job bar while it shows (src/custom/timeTracking/CurrentJobBar.tsx).
        top: { xs: 'auto', sm: 'calc(60px + var(--current-job-top, 0px))' },
        bottom: { xs: `calc(${EDGE}px + var(--current-job-bottom, 0px))`, sm: 'auto' },
        right: EDGE,
        left: { xs: EDGE, sm: 'auto' },
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
        <ToastItem key={t.id} toast={t} phone={phone} />
      ))}
    </Box>
  );
}
