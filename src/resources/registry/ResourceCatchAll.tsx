import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import { Typography } from '@mui/material';
import { Navigate, matchPath, useLocation } from 'react-router-dom';
import { HOME_PATH } from '../../domain/landing';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { LoadFailedPage } from '../../ui/layout/LoadFailedPage';
import { NotFoundPage } from '../../ui/layout/NotFoundPage';
import { routesOf } from './entries';
import { useResourceRegistry } from './registryStore';

/** Administration screens live under this path; one the user may not open goes to Home (spec §2.2). */
const GATED_ROOT = '/administration/';

/**
 * Paths no route matched: while the user's resources load they may still be one of them, so
 * the loading bar shows; after that, an administration path the user may not open goes to
 * Home and anything else is not found.
 */
export function ResourceCatchAll() {
  const registry = useResourceRegistry();
  const location = useLocation();
  if (registry.status === 'loading' || registry.status === 'idle') return <LoadingBar />;
  if (registry.status === 'error') {
    return (
      <LoadFailedPage icon={<CloudOffOutlined />} title="Settings could not be loaded" onRetry={registry.retry}>
        <Typography>{registry.error instanceof Error ? registry.error.message : 'The list of settings did not load.'}</Typography>
      </LoadFailedPage>
    );
  }
  // Just loaded: the routes of the entries register on the next render.
  const known = registry.entries.some((entry) => routesOf(entry).some((route) => matchPath(route.path, location.pathname)));
  if (known) return <LoadingBar />;
  if (location.pathname.startsWith(GATED_ROOT)) return <Navigate to={HOME_PATH} replace />;
  return <NotFoundPage />;
}
