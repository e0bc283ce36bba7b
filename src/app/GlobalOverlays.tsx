import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useConfirmationQuestion } from '../ui/confirm/confirmStore';
import { Toaster } from '../ui/notifications/Toaster';
import { useUnauthorizedOpen } from '../ui/session/unauthorized';

// The dialogs' code (MUI's Dialog and what it brings) is not part of the sign-in page: it loads
// with the first question, and the service worker keeps it (vite.config.ts), so a question asked
// offline opens too.
const ConfirmationHost = lazy(() => import('../ui/confirm/ConfirmationHost'));
const UnauthorizedDialog = lazy(() => import('./auth/UnauthorizedDialog'));

/** Mounts `children` from the first time `open` is true, and keeps them, so a dialog can fade out. */
function OnceOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/** Toasts and app-wide dialogs, shown over every page including the sign-in page. */
export function GlobalOverlays() {
  const question = useConfirmationQuestion();
  const unauthorized = useUnauthorizedOpen();
  return (
    <>
      <Toaster />
      <OnceOpened open={question !== null}>
        <ConfirmationHost />
      </OnceOpened>
      <OnceOpened open={unauthorized}>
        <UnauthorizedDialog />
      </OnceOpened>
    </>
  );
}
