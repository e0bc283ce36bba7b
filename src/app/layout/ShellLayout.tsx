import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { SessionGate } from '../auth/SessionGate';
import { useTokenRefresh } from '../auth/useTokenRefresh';
import { useLiveUpdates } from '../../ui/realtime/hooks';
import { ShellAppBar } from './ShellAppBar';
import { ShellError } from './ShellError';
import { ShellMenu } from './ShellMenu';
import { ShellSidebar } from './ShellSidebar';

function SignedInLayout({ children }: { children: ReactNode }) {
  useTokenRefresh();
  useLiveUpdates();
  return (
    <Layout
      appBar={ShellAppBar}
      menu={ShellMenu}
      sidebar={ShellSidebar}
      error={ShellError}
      appBarAlwaysOn
      sx={{ minWidth: 0, '& .RaLayout-content': { p: { xs: 2, sm: 3 }, minWidth: 0 } }}
    >
      {children}
    </Layout>
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
