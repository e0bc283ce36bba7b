/**
 * Kysely table types of the hubs (db/areaMigrations/0005_hub_event_payloads.ts).
 */
import type { ColumnType, Generated } from 'kysely';

export interface HubEventPayloadsTable {
  /** bigint: PostgreSQL sends it as text. */
  id: ColumnType<string, never, never>;
  /** The event as JSON text, exactly as published. */
  payload: string;
  created_at: Generated<Date>;
}

export interface HubDatabase {
  hub_event_payloads: HubEventPayloadsTable;
}
