import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense } from 'react';
import { LoadingBar } from '../ui/layout/LoadingBar';
import { useOnSignInPage } from './appLocation';
import { GlobalOverlays } from './GlobalOverlays';
import { LoginPage } from './login/LoginPage';
import { muiTheme } from './muiTheme';
import { SignedInApp } from './signedInAppLoader';

/**
 * The sign-in page is served by the app itself with React and the MUI parts it shows; everything
 * else, react-router and react-admin included, is the signed-in app, loaded on demand (README
 * "Performance"). The address says which of the two shows (appLocation.ts).
 */
export function App() {
  const onSignInPage = useOnSignInPage();
  return (
    <ThemeProvider theme={muiTheme}>
      <CssBaseline />
      {onSignInPage ? (
        <LoginPage />
      ) : (
        <Suspense fallback={<LoadingBar />}>
          <SignedInApp />
        </Suspense>
      )}
      <GlobalOverlays />
    </ThemeProvider>
  );
}
