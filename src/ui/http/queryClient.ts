/**
 * The one react-query client of the app, given to react-admin's <Admin>: its data hooks and the
 * areas' own useQuery calls share one cache. Reads retry only what did not get through
 * (retryUnlessRefused); a query whose meta says `showError` toasts its failure once, however
 * many screens read it.
 */
import { QueryCache, QueryClient } from '@tanstack/react-query';
import { showError } from '../notifications/showError';
import { retryUnlessRefused } from './retry';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { showError?: boolean };
  }
}

/** The meta of a query whose failure the user is told about with the error toast. */
export const TOAST_ERRORS = { showError: true } as const;

export const queryClient = new QueryClient({
  queryCache: new QueryCache({ onError: (error, query) => query.meta?.showError && showError(error) }),
  // offlineFirst: a read runs even when the browser says it is offline, so the saved copies of
  // src/ui/offline answer it; a change runs and fails at once, saying the phone is offline,
  // instead of waiting paused with a spinner.
  defaultOptions: { queries: { retry: retryUnlessRefused, networkMode: 'offlineFirst' }, mutations: { networkMode: 'offlineFirst' } },
});
