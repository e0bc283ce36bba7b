import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionGate } from '../auth/SessionGate';
import { useTokenRefresh } from '../auth/useTokenRefresh';
import { useLiveUpdates } from '../../ui/realtime/hooks';
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

function SignedInLayout({ children }: { children: ReactNode }) {
  useTokenRefresh();
  useLiveUpdates();
  return (
    <>
      <Layout
        appBar={ShellAppBar}
        menu={ShellMenu}
        sidebar={ShellSidebar}
        error={ShellError}
        appBarAlwaysOn
        sx={{ minWidth: 0, '& .RaLayout-content': { p: { xs: 2, sm: 3 }, minWidth: 0 }, ...ROOM_FOR_CURRENT_JOB }}
      >
        {children}
      </Layout>
      <CurrentJobBar />
      <RateSheetMissingAlerts />
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
