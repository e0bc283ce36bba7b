import { HttpError } from 'react-admin';

const MAX_RETRIES = 2;

/**
 * The retry rule of the data hooks: a read that did not get through or failed on the server is
 * tried again (twice, react-query's back-off between), one the server refused (4xx) never is,
 * so a missing record or a refused filter is said at once.
 */
export const retryUnlessRefused = (failureCount: number, error: unknown): boolean =>
  failureCount < MAX_RETRIES && !(error instanceof HttpError && error.status >= 400 && error.status < 500);
