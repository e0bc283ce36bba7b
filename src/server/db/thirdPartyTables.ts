/**
 * Kysely table types of the third-party settings (db/areaMigrations/0006_third_party_settings.ts).
 */
import type { ColumnType, Generated } from 'kysely';

export interface ThirdPartyCredentialsTable {
  subscriber_id: number;
  network: 'corrigo' | 'ecotrak';
  client_id: string;
  /** Sealed with the integrations key; never answered nor logged. */
  client_secret_sealed: string | null;
  api_url: string;
  token_url: string;
  version: Generated<number>;
  modified_by: number | null;
  modified_date: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface ThirdPartyDatabase {
  third_party_credentials: ThirdPartyCredentialsTable;
}
