import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { meets } from '../../domain/access';
import { HOME_PATH } from '../../domain/landing';
import { useSession } from '../../ui/session/sessionStore';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import type { ResourceEntry } from './entries';
import type { Screen } from './overrides';
import { GENERIC_SCREENS } from './genericScreens';
import { ResourceScreenContext } from './screenContext';

/** One screen of a resource entry: page title, permission check (else /home) and the override or generic screen. */
export function ResourceScreen({ entry, screen }: { entry: ResourceEntry; screen: Screen }) {
  const session = useSession();
  usePageTitle(entry.label);
  if (!session) return <LoadingBar />;
  if (!meets(session.subject, entry.requires)) return <Navigate to={HOME_PATH} replace />;
  const Page = entry.override?.screens[screen] ?? (entry.singleton ? GENERIC_SCREENS.singleton : GENERIC_SCREENS[screen]);
  return (
    <ResourceScreenContext.Provider value={entry}>
      <Suspense fallback={<LoadingBar />}>
        <Page />
      </Suspense>
    </ResourceScreenContext.Provider>
  );
}
