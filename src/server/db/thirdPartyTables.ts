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

/** One change of a network's credentials (db/areaMigrations/0019_integration_credential_changes.ts): which fields, never a value. */
export interface IntegrationCredentialChangesTable {
  subscriber_id: number;
  /** bigint: PostgreSQL sends it as text. */
  id: ColumnType<string, never, never>;
  network: 'corrigo' | 'ecotrak' | 'serviceChannel';
  changed_by: number;
  /** The user's name when they made the change. */
  changed_by_name: string;
  changed_date: ColumnType<Date, Date | string | undefined, never>;
  fields: string[];
}

export interface ThirdPartyDatabase {
  third_party_credentials: ThirdPartyCredentialsTable;
  integration_credential_changes: IntegrationCredentialChangesTable;
}
