/**
 * Working without signal: the offline queue (offlineQueue.ts documents its API), the saved
 * reads answered offline (savedReads.ts), the connection state and its messages
 * (connection.ts), and the notice that shows them (OfflineNotice.tsx).
 */
export {
  dismissOfflineEntry,
  failureOf,
  flushOfflineQueue,
  keepOffline,
  offlineEntries,
  othersWaiting,
  queueOwner,
  registerOfflineSender,
  startOfflineQueue,
  useOfflineQueue,
  RETRY_EVERY_MS,
  type NewOfflineEntry,
  type OfflineEntry,
  type OfflineEntryState,
  type OfflineSender,
  type OthersWork,
  type SignedInOwner,
  type SendContext,
} from './offlineQueue';
export { forgetSavedReads, useSavedCopyAge, useSavedCopyOf } from './savedReads';
export { forgetOfflineCopies, keepOnlyOfflineCopiesOf, registerOfflineCopies, type OfflineCopies } from './offlineCopies';
export { OFFLINE_MESSAGES, browserOnline, isNoConnection, useOnline } from './connection';
export { savedAgo } from './savedAgo';
export { OfflineNotice } from './OfflineNotice';
