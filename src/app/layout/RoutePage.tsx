import { Suspense } from 'react';
import { Navigate } from 'react-router-dom';
import { meets } from '../../domain/access';
import { HOME_PATH } from '../../domain/landing';
import { useSession } from '../../ui/session/sessionStore';
import type { AppRoute } from '../../ui/navigation/routeTypes';
import { usePageTitle } from '../../ui/layout/usePageTitle';
import { LoadingBar } from '../../ui/layout/LoadingBar';

/** One route of the table: its title, its permission check (else /home, spec §2.2) and its page. */
export function RoutePage({ route }: { route: AppRoute }) {
  const session = useSession();
  usePageTitle(route.title);
  if (!session) return <LoadingBar />;
  if (!meets(session.subject, route.requires)) return <Navigate to={HOME_PATH} replace />;
  const Page = route.component;
  return (
    <Suspense fallback={<LoadingBar />}>
      <Page />
    </Suspense>
  );
}
