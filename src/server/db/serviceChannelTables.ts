/**
 * Kysely table types of Service Channel (db/areaMigrations/0007_service_channel.ts).
 */
import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface ServiceChannelCredentialsTable {
  subscriber_id: number;
  client_id: string;
  /** Sealed with the integrations key; never answered nor logged. */
  client_secret_sealed: string | null;
  user_name: string;
  password_sealed: string | null;
  api_url: string;
  token_url: string;
  version: Generated<number>;
  modified_by: number | null;
  modified_date: Timestamp;
}

export type OutboxAction = 'checkIn' | 'checkOut';
export type OutboxState = 'pending' | 'delivered' | 'failed';

export interface ServiceChannelOutboxTable {
  /** bigint: PostgreSQL sends it as text. */
  id: ColumnType<string, never, never>;
  subscriber_id: number;
  work_order_id: number;
  labor_id: number;
  action: OutboxAction;
  network_work_order_id: string;
  payload: ColumnType<Record<string, unknown>, string, string>;
  idempotency_key: string;
  state: Generated<OutboxState>;
  attempts: Generated<number>;
  last_error: string | null;
  network_reference: string | null;
  next_attempt_at: Generated<Date>;
  lease_until: Date | null;
  created_at: Generated<Date>;
  delivered_at: Date | null;
}

export interface ServiceChannelDatabase {
  service_channel_credentials: ServiceChannelCredentialsTable;
  service_channel_outbox: ServiceChannelOutboxTable;
}
