import { ThemeProvider, createTheme } from '@mui/material/styles';
import { UnauthorizedDialog } from './auth/UnauthorizedDialog';
import { ConfirmationHost } from '../ui/confirm/ConfirmationHost';
import { Toaster } from '../ui/notifications/Toaster';
import { theme } from '../ui/theme';

const muiTheme = createTheme(theme);

/** Toasts and app-wide dialogs, shown over every page including the sign-in page. */
export function GlobalOverlays() {
  return (
    <ThemeProvider theme={muiTheme}>
      <Toaster />
      <ConfirmationHost />
      <UnauthorizedDialog />
    </ThemeProvider>
  );
}
