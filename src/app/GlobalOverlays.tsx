import { UnauthorizedDialog } from './auth/UnauthorizedDialog';
import { ConfirmationHost } from '../ui/confirm/ConfirmationHost';
import { Toaster } from '../ui/notifications/Toaster';

/** Toasts and app-wide dialogs, shown over every page including the sign-in page. */
export function GlobalOverlays() {
  return (
    <>
      <Toaster />
      <ConfirmationHost />
      <UnauthorizedDialog />
    </>
  );
}
