import { Admin, CustomRoutes } from 'react-admin';
import { BrowserRouter, Route } from 'react-router-dom';
import { authProvider } from './auth/authProvider';
import { LandingRedirect } from './auth/LandingRedirect';
import { GlobalOverlays } from './GlobalOverlays';
import { dataProvider } from './http/dataProvider';
import { ShellLayout } from './layout/ShellLayout';
import { LoadingBar } from './layout/LoadingBar';
import { RoutePage } from './layout/RoutePage';
import { LoginPage } from './login/LoginPage';
import { ReactAdminNotifications } from './notifications/ReactAdminNotifications';
import { PRODUCT_NAME } from './product';
import { APP_ROUTES } from './routes';
import { theme } from './theme';
import { registerBuiltInOverrides } from '../resources/builtInOverrides';
import { ResourceCatchAll } from '../resources/registry/ResourceCatchAll';
import { useResourceRegistry } from '../resources/registry/registryStore';
import { resourceRoutes } from '../resources/registry/resourceRoutes';

registerBuiltInOverrides();

export function App() {
  // Each resource the signed-in user may read brings its list, create and edit routes.
  const { entries } = useResourceRegistry();
  return (
    <BrowserRouter>
      <Admin
        title={PRODUCT_NAME}
        authProvider={authProvider}
        dataProvider={dataProvider}
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
      <GlobalOverlays />
    </BrowserRouter>
  );
}
