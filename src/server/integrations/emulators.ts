/**
 * The local emulators of the third-party networks (`npm run emulators`, scripts/emulators) and
 * what the demo tenant shares with them: where they listen by default, the addresses a
 * subscriber points at, the demo accounts, and the Corrigo ids both sides know. One place, read
 * by the emulators and by the demo seed (src/server/seed/demoWork.ts), so the two cannot drift
 * apart. Nothing here calls an emulator.
 */

/** EMULATOR_HOST, CORRIGO_EMULATOR_PORT and SERVICE_CHANNEL_EMULATOR_PORT when unset. */
export const EMULATOR_DEFAULTS = { host: '127.0.0.1', corrigoPort: 4010, serviceChannelPort: 4020 } as const;

export interface EmulatorPlaces {
  /** The interface the emulators listen on. */
  host: string;
  corrigoPort: number;
  serviceChannelPort: number;
}

export interface NetworkAddresses {
  apiUrl: string;
  tokenUrl: string;
}

export interface EmulatorAddresses {
  corrigo: NetworkAddresses;
  serviceChannel: NetworkAddresses;
}

/** The Corrigo emulator's API is at its origin, its token endpoint at /OAuth/Token. */
export const corrigoEmulatorAddresses = (origin: string): NetworkAddresses => ({ apiUrl: origin, tokenUrl: `${origin}/OAuth/Token` });

/** The Service Channel emulator's API is under /v3 (as Service Channel's), its token endpoint at /oauth/token. */
export const SERVICE_CHANNEL_EMULATOR_API_PREFIX = '/v3';
export const serviceChannelEmulatorAddresses = (origin: string): NetworkAddresses => ({
  apiUrl: `${origin}${SERVICE_CHANNEL_EMULATOR_API_PREFIX}`,
  tokenUrl: `${origin}/oauth/token`,
});

type Environment = Record<string, string | undefined>;

function portOf(env: Environment, name: string, fallback: number): number {
  const raw = env[name]?.trim();
  if (!raw) return fallback;
  const port = /^\d+$/.test(raw) ? Number(raw) : NaN;
  if (!(port >= 1 && port <= 65535)) throw new Error(`${name}=${JSON.stringify(env[name])} is not valid: use a whole number from 1 to 65535.`);
  return port;
}

/** Where the emulators listen: EMULATOR_HOST, CORRIGO_EMULATOR_PORT, SERVICE_CHANNEL_EMULATOR_PORT, else the defaults. */
export function emulatorPlaces(env: Environment): EmulatorPlaces {
  return {
    host: env.EMULATOR_HOST?.trim() || EMULATOR_DEFAULTS.host,
    corrigoPort: portOf(env, 'CORRIGO_EMULATOR_PORT', EMULATOR_DEFAULTS.corrigoPort),
    serviceChannelPort: portOf(env, 'SERVICE_CHANNEL_EMULATOR_PORT', EMULATOR_DEFAULTS.serviceChannelPort),
  };
}

/** The origin to call a server listening on host:port at; one listening on every interface is called on 127.0.0.1. */
export function callableOrigin(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host;
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`;
}

/** The addresses a subscriber enters to use the emulators where they listen. */
export function emulatorAddresses(places: EmulatorPlaces): EmulatorAddresses {
  return {
    corrigo: corrigoEmulatorAddresses(callableOrigin(places.host, places.corrigoPort)),
    serviceChannel: serviceChannelEmulatorAddresses(callableOrigin(places.host, places.serviceChannelPort)),
  };
}

/** The client the Corrigo emulator knows; the demo tenant signs in with it. */
export const CORRIGO_DEMO_CLIENT = { clientId: 'fielddesk-demo', clientSecret: 'corrigo-demo-secret' } as const;

/** The provider account the Service Channel emulator knows; the demo tenant signs in with it. */
export const SERVICE_CHANNEL_DEMO_ACCOUNT = {
  clientId: 'fielddesk-demo',
  clientSecret: 'emulator-client-secret',
  userName: 'copperkettle.provider',
  password: 'emulator-password',
} as const;

/** The Corrigo customer ids of the demo tenant's customers Harbor Fresh Market, Northgate Medical Center and Maple Street Diner. */
export const CORRIGO_DEMO_CUSTOMERS = { harbor: 7001, northgate: 7002, diner: 7003 } as const;

/** The Corrigo emulator's orders (ids 880101.. so they never look like FieldDesk's own ids), one per demo order it mirrors. */
export const CORRIGO_DEMO_ORDER_IDS = {
  harborCheckedIn: 880101,
  harborAccepted: 880102,
  northgateNew: 880103,
  dinerCheckedIn: 880104,
  northgateCheckedIn: 880105,
  harborPaused: 880106,
} as const;

/** The Corrigo status each emulator order starts in. */
export const CORRIGO_DEMO_ORDER_STATUSES: Readonly<Record<number, string>> = {
  [CORRIGO_DEMO_ORDER_IDS.harborCheckedIn]: 'CheckedIn',
  [CORRIGO_DEMO_ORDER_IDS.harborAccepted]: 'Accepted',
  [CORRIGO_DEMO_ORDER_IDS.northgateNew]: 'New',
  [CORRIGO_DEMO_ORDER_IDS.dinerCheckedIn]: 'CheckedIn',
  [CORRIGO_DEMO_ORDER_IDS.northgateCheckedIn]: 'CheckedIn',
  [CORRIGO_DEMO_ORDER_IDS.harborPaused]: 'Paused',
};

/** Service Channel's work order of the demo tenant's Copper Kettle Bakery, which the emulator holds. */
export const SERVICE_CHANNEL_DEMO_WORK_ORDER_ID = 84512236;
