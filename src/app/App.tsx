import { CssBaseline, ThemeProvider } from '@mui/material';
import { Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { LOGIN_PATH } from '../domain/landing';
import { LoadingBar } from '../ui/layout/LoadingBar';
import { GlobalOverlays } from './GlobalOverlays';
import { LoginPage } from './login/LoginPage';
import { muiTheme } from './muiTheme';
import { SignedInApp } from './signedInAppLoader';

/**
 * The sign-in page is served by the app itself with React, the router and the MUI parts it
 * shows; everything else is the signed-in app, loaded on demand (README "Performance").
 */
export function App() {
  return (
    <BrowserRouter>
      <ThemeProvider theme={muiTheme}>
        <CssBaseline />
        <Routes>
          <Route path={LOGIN_PATH} element={<LoginPage />} />
          <Route
            path="*"
            element={
              <Suspense fallback={<LoadingBar />}>
                <SignedInApp />
              </Suspense>
            }
          />
        </Routes>
        <GlobalOverlays />
      </ThemeProvider>
    </BrowserRouter>
  );
}
