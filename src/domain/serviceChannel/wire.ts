/**
 * Service Channel (issue 10, spec §2.1 account settings serviceChannel): the subscriber's
 * credentials as an admin enters them, the answer that never carries a secret, and the sync
 * state of a work order's check-ins and check-outs.
 */
import { FUNCTIONALITIES as F, MODULES as M } from '../permissions/catalog';
import { namedRules, needs } from '../access';
import { closedObject, idSchema, type Wire } from '../wire';

export const SERVICE_CHANNEL_RULES = namedRules({
  /** Reading and changing the credentials: write on Settings and Integration Credentials (Super Admin and Admin by default). */
  canManageServiceChannel: [needs.write(M.SETTINGS), needs.functionality(F.INTEGRATION_CREDENTIALS, M.SETTINGS)],
  /** Seeing an order's sync state: whoever may read work orders (the order must be theirs to see). */
  canSeeServiceChannelSync: [needs.read(M.WORK_ORDERS)],
  /** Sending a failed check-in or check-out again: office users, who work on every order. */
  canRetryServiceChannelSync: [needs.write(M.WORK_ORDERS), needs.functionality(F.ALL_WORK_ORDERS, M.WORK_ORDERS)],
});

const address = { type: 'string', minLength: 1, maxLength: 500, pattern: '^https?://[^\\s]+$' } as const;
/** A secret: omitted or null keeps the stored one, "" removes it, text replaces it. */
const secret = { type: ['string', 'null'], maxLength: 500 } as const;

/** PUT accountSettings/serviceChannel. */
export const serviceChannelSettingsBody = closedObject(['clientId', 'userName'], {
  clientId: { type: 'string', maxLength: 200 },
  clientSecret: secret,
  userName: { type: 'string', maxLength: 256 },
  password: secret,
  apiUrl: address,
  tokenUrl: address,
});
export type ServiceChannelSettingsRequest = Wire<typeof serviceChannelSettingsBody>;

export interface ServiceChannelSettings {
  clientId: string;
  userName: string;
  apiUrl: string;
  tokenUrl: string;
  hasClientSecret: boolean;
  hasPassword: boolean;
  /** False until an admin saved the settings once. */
  isConfigured: boolean;
}

const string = { type: 'string' } as const;
const boolean = { type: 'boolean' } as const;
export const SERVICE_CHANNEL_SETTINGS_SCHEMA = closedObject(['clientId', 'userName', 'apiUrl', 'tokenUrl', 'hasClientSecret', 'hasPassword', 'isConfigured'], {
  clientId: string,
  userName: string,
  apiUrl: string,
  tokenUrl: string,
  hasClientSecret: boolean,
  hasPassword: boolean,
  isConfigured: boolean,
});

export type SyncState = 'pending' | 'delivered' | 'failed';

export interface ServiceChannelSyncAction {
  id: string;
  action: 'checkIn' | 'checkOut';
  state: SyncState;
  attempts: number;
  /** The network's message of the last failed attempt. */
  lastError: string | null;
  createdDate: string;
  deliveredDate: string | null;
  nextAttemptDate: string | null;
}

export interface ServiceChannelSync {
  workOrderId: number;
  serviceChannelWorkOrderId: string | null;
  /** failed when any action failed, else pending when any waits, else delivered; none without actions. */
  state: SyncState | 'none';
  actions: ServiceChannelSyncAction[];
}

const nullableString = { type: ['string', 'null'] } as const;
export const SERVICE_CHANNEL_SYNC_SCHEMA = closedObject(['workOrderId', 'serviceChannelWorkOrderId', 'state', 'actions'], {
  workOrderId: { type: 'integer' },
  serviceChannelWorkOrderId: nullableString,
  state: { type: 'string', enum: ['none', 'pending', 'delivered', 'failed'] },
  actions: {
    type: 'array',
    items: closedObject(['id', 'action', 'state', 'attempts', 'lastError', 'createdDate', 'deliveredDate', 'nextAttemptDate'], {
      id: string,
      action: { type: 'string', enum: ['checkIn', 'checkOut'] },
      state: { type: 'string', enum: ['pending', 'delivered', 'failed'] },
      attempts: { type: 'integer' },
      lastError: nullableString,
      createdDate: string,
      deliveredDate: nullableString,
      nextAttemptDate: nullableString,
    }),
  },
});

export const workOrderIdParams = { type: 'object', required: ['workOrderId'], properties: { workOrderId: idSchema } } as const;
/** POST serviceChannel/outbox/retry: the failed action's id (as the sync state lists it). */
export const outboxRetryBody = closedObject(['id'], { id: { type: 'string', pattern: '^[1-9][0-9]{0,17}$' } });
