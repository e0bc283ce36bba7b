import { Route } from 'react-router-dom';
import { routesOf, type ResourceEntry } from './entries';
import { ResourceScreen } from './ResourceScreen';

/** The <Route>s of every entry, for react-admin's CustomRoutes. */
export const resourceRoutes = (entries: readonly ResourceEntry[]) =>
  entries.flatMap((entry) =>
    routesOf(entry).map(({ path, screen }) => (
      <Route key={path} path={path} element={<ResourceScreen key={`${entry.path}:${screen}`} entry={entry} screen={screen} />} />
    )),
  );
