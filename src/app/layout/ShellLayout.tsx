import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { SessionGate } from '../auth/SessionGate';
import { useTokenRefresh } from '../auth/useTokenRefresh';
import { useLiveUpdates } from '../../ui/realtime/hooks';
import { useCustomerMode } from '../../ui/layout/customerMode';
import { useSession } from '../../ui/session/sessionStore';
import { CurrentJobBar } from '../../custom/timeTracking/CurrentJobBar';
import { RateSheetMissingAlerts } from '../../custom/timeTracking/RateSheetMissingAlerts';
import { ShellAppBar } from './ShellAppBar';
import { ShellError } from './ShellError';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

/** Room for the current-job bar (CurrentJobBar.tsx): under the app bar on larger screens, at the bottom on phones. */
const ROOM_FOR_CURRENT_JOB = {
  '& .RaLayout-appFrame': { mt: { sm: 'calc(48px + var(--current-job-top, 0px))' }, pb: 'var(--current-job-bottom, 0px)' },
  '& .RaSidebar-fixed': { height: { sm: 'calc(100vh - 3em - var(--current-job-top, 0px))' } },
};

/** Customer mode shows no app bar: the page starts at the top of the screen. */
const NO_APP_BAR = { '& .RaLayout-appFrame': { mt: 0 } };
const Nothing = () => null;

function SignedInLayout({ children }: { children: ReactNode }) {
  useTokenRefresh();
  useLiveUpdates();
  const session = useSession();
  const { pathname } = useLocation();
  // While a customer holds the phone (customerMode.ts): their page only, no menu, no current-job bar.
  const customerMode = useCustomerMode(session?.user.userId);
  if (customerMode && pathname !== new URL(customerMode.path, window.location.origin).pathname) return <Navigate to={customerMode.path} replace />;
  return (
    <>
      <Layout
        appBar={customerMode ? Nothing : ShellAppBar}
        menu={ShellMenu}
        sidebar={customerMode ? Nothing : ShellSidebar}
        error={ShellError}
        appBarAlwaysOn
        sx={{ minWidth: 0, '& .RaLayout-content': { p: { xs: 2, sm: 3 }, minWidth: 0 }, ...(customerMode ? NO_APP_BAR : ROOM_FOR_CURRENT_JOB) }}
      >
        {children}
      </Layout>
      {!customerMode && <CurrentJobBar />}
      {!customerMode && <RateSheetMissingAlerts />}
    </>
  );
}

/** Every page inside the app: the login guard, then app bar, menu and content. */
export function ShellLayout({ children }: { children: ReactNode }) {
  return (
    <SessionGate>
      <SignedInLayout>{children}</SignedInLayout>
    </SessionGate>
  );
}
