/**
 * Whether the phone has a connection, and what a call that could not get through tells the
 * user: never "Error Occurred." (spec §8's message for a server failure), but that the phone is
 * offline and what happens next.
 */
import { useSyncExternalStore } from 'react';
import { HttpError } from 'react-admin';
import { NO_CONNECTION_MESSAGES } from '../http/errorCatalogue';

export const OFFLINE_MESSAGES = NO_CONNECTION_MESSAGES;

/** True when the call got no answer at all (the http client's status 0): no connection, or the server unreachable. */
export const isNoConnection = (error: unknown): boolean => error instanceof HttpError && error.status === 0;

/** The browser's own idea of the connection: false means certainly offline. */
export const browserOnline = (): boolean => typeof navigator === 'undefined' || navigator.onLine !== false;

const subscribe = (listener: () => void) => {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
};

export const useOnline = (): boolean => useSyncExternalStore(subscribe, browserOnline);
