import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LandingRedirect } from './auth/LandingRedirect';
import { GlobalOverlays } from './GlobalOverlays';
import { dataProvider } from '../ui/http/dataProvider';
import { queryClient } from '../ui/http/queryClient';
import { ShellLayout } from './layout/ShellLayout';
import { LoadingBar } from '../ui/layout/LoadingBar';
import { RoutePage } from './layout/RoutePage';
import { LoginPage } from './login/LoginPage';
import { ReactAdminNotifications } from '../ui/notifications/ReactAdminNotifications';
import { PRODUCT_NAME } from '../ui/product';
import { APP_ROUTES, registerAreaOverrides } from './areas';
import { theme } from '../ui/theme';
import { AppRoutesProvider } from '../ui/navigation/appRoutes';
import { ResourceCatchAll } from '../resources/registry/ResourceCatchAll';
import { useResourceRegistry } from '../resources/registry/registryStore';
import { resourceRoutes } from '../resources/registry/resourceRoutes';

registerAreaOverrides();

export function App() {
  // Each resource the signed-in user may read brings its list, create and edit routes.
  const { entries } = useResourceRegistry();
  return (
    <BrowserRouter>
      <AppRoutesProvider routes={APP_ROUTES}>
        <Admin
          title={PRODUCT_NAME}
          authProvider={authProvider}
          dataProvider={dataProvider}
          queryClient={queryClient}
          theme={theme}
          layout={ShellLayout}
          loginPage={LoginPage}
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
      <GlobalOverlays />
    </BrowserRouter>
  );
}
