/**
 * Everything behind the sign-in page: react-admin with the shell layout, the areas' routes and
 * the generated resources. Loaded on its own chunk, so the sign-in page never waits for it.
 */
import { useEffect, useRef, useState } from 'react';
import { Admin, CustomRoutes } from 'react-admin';
import { Route, RouterProvider, createBrowserRouter, useLocation } from 'react-router-dom';
import { addressChanged } from './appLocation';
import { authProvider } from './auth/authProvider';
import { onForgetAnswers } from './auth/signIn';
import { LandingRedirect } from './auth/LandingRedirect';
import { dataProvider } from '../ui/http/dataProvider';
import { queryClient } from '../ui/http/queryClient';
import { ShellLayout } from './layout/ShellLayout';
import { LoadingBar } from '../ui/layout/LoadingBar';
import { RoutePage } from './layout/RoutePage';
import { ReactAdminNotifications } from '../ui/notifications/ReactAdminNotifications';
import { PRODUCT_NAME } from '../ui/product';
import { APP_ROUTES, registerAreaOverrides } from './areas';
import { theme } from '../ui/theme';
import { AppRoutesProvider } from '../ui/navigation/appRoutes';
import { ResourceCatchAll } from '../resources/registry/ResourceCatchAll';
import { useResourceRegistry } from '../resources/registry/registryStore';
import { resourceRoutes } from '../resources/registry/resourceRoutes';
import { startOfflineWork } from './offlineWork';

export { landingAfterSignIn } from './auth/landingAfterSignIn';

registerAreaOverrides();
startOfflineWork();
onForgetAnswers(() => queryClient.clear());

/** Tells the app shell where the router went: to the sign-in page, the shell shows it instead of this app. */
function FollowAddress() {
  const { pathname } = useLocation();
  useEffect(() => addressChanged(), [pathname]);
  return null;
}

/** The app under one route that matches every path: react-admin's own routes decide below it. */
const createAppRouter = () =>
  createBrowserRouter([
    {
      path: '*',
      element: (
        <>
          <FollowAddress />
          <SignedInRoutes />
        </>
      ),
    },
  ]);

/**
 * A data router, so that a page may ask before the user leaves it (useBlocker). Each sign-in
 * makes its own: the sign-in page moved the address without it.
 */
export default function SignedInApp() {
  const [router] = useState(createAppRouter);
  const disposal = useRef<number>(undefined);
  useEffect(() => {
    // StrictMode unmounts and mounts again at once in development: only a real unmount disposes.
    window.clearTimeout(disposal.current);
    return () => {
      disposal.current = window.setTimeout(() => router.dispose());
    };
  }, [router]);
  return <RouterProvider router={router} />;
}

function SignedInRoutes() {
  // Each resource the signed-in user may read brings its list, create and edit routes.
  const { entries } = useResourceRegistry();
  return (
    <AppRoutesProvider routes={APP_ROUTES}>
      <Admin
        title={PRODUCT_NAME}
        authProvider={authProvider}
        dataProvider={dataProvider}
        queryClient={queryClient}
        theme={theme}
        layout={ShellLayout}
        // The sign-in page is the app shell's (App.tsx), outside react-admin and this router.
        loginPage={false}
        dashboard={LandingRedirect}
        catchAll={ResourceCatchAll}
        loading={LoadingBar}
        notification={ReactAdminNotifications}
        disableTelemetry
      >
        <CustomRoutes>
          {APP_ROUTES.map((route) => (
            <Route key={route.path} path={route.path} element={<RoutePage route={route} />} />
          ))}
          {resourceRoutes(entries)}
        </CustomRoutes>
      </Admin>
    </AppRoutesProvider>
  );
}
