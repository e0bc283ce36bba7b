/** Live updates: the hubs' shared connections and the hooks screens use (hooks.ts, hubConnections.ts). */
export { useHubEvent, useHubState, useLiveUpdates, useLiveUpdatesState } from './hooks';
export { holdHub, onHubEvent, type HubHandler } from './hubConnections';
export type { HubName, HubState } from '../../domain/realtime';
export { LIVE_UPDATES_PAUSED, LiveUpdatesIndicator } from './LiveUpdatesIndicator';
