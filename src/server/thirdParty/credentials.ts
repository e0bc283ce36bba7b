/**
 * Each subscriber's credentials for Corrigo and Ecotrak (third_party_credentials). The client
 * secret is sealed before it is stored and opened only to sign in to the network: no answer and
 * no log line carries it.
 */
import type { Kysely, Selectable } from 'kysely';
import { NETWORK_DEFAULT_ADDRESSES, NETWORK_LABELS, type CredentialNetwork, type NetworkCredentialsInput, type NetworkCredentialsView } from '../../domain/thirdParty/settings';
import type { Database } from '../db/schema';
import type { ThirdPartyCredentialsTable } from '../db/thirdPartyTables';
import { badRequest, conflict } from '../errors';
import { SecretUnreadableError, type SecretBox } from '../integrations/secretBox';
import type { Principal } from '../plugins/auth';

type CredentialsRow = Selectable<ThirdPartyCredentialsTable>;

export function readCredentials(db: Kysely<Database>, subscriberId: number, network: CredentialNetwork): Promise<CredentialsRow | undefined> {
  return db.selectFrom('third_party_credentials').selectAll().where('subscriber_id', '=', subscriberId).where('network', '=', network).executeTakeFirst();
}

/** What the settings page shows: everything but the secret, which it only says is set. */
export function credentialsView(network: CredentialNetwork, row: CredentialsRow | undefined): NetworkCredentialsView {
  const defaults = NETWORK_DEFAULT_ADDRESSES[network];
  return {
    network,
    clientId: row?.client_id ?? '',
    hasClientSecret: !!row?.client_secret_sealed,
    apiUrl: row?.api_url ?? defaults.apiUrl,
    tokenUrl: row?.token_url ?? defaults.tokenUrl,
    version: row?.version ?? 0,
  };
}

const STALE = 'These settings were changed meanwhile. Reload them and try again.';

function checkAddress(field: 'apiUrl' | 'tokenUrl', value: string) {
  try {
    const url = new URL(value);
    if (url.protocol === 'http:' || url.protocol === 'https:') return;
  } catch {
    /* answered below */
  }
  const message = `The ${field} field must be a web address starting with http:// or https://.`;
  throw badRequest(message, { [field]: [message] });
}

/**
 * Saves the credentials the caller sent. A secret left out or null keeps the stored one; an
 * empty one removes it. `version` must be the one read (0 before the first save): 409 otherwise.
 */
export async function saveCredentials(
  db: Kysely<Database>,
  box: SecretBox,
  principal: Principal,
  network: CredentialNetwork,
  input: NetworkCredentialsInput,
): Promise<NetworkCredentialsView> {
  const defaults = NETWORK_DEFAULT_ADDRESSES[network];
  const apiUrl = input.apiUrl ?? defaults.apiUrl;
  const tokenUrl = input.tokenUrl ?? defaults.tokenUrl;
  checkAddress('apiUrl', apiUrl);
  checkAddress('tokenUrl', tokenUrl);
  const secret = input.clientSecret === undefined || input.clientSecret === null ? undefined : input.clientSecret === '' ? null : box.seal(input.clientSecret);
  const values = {
    client_id: input.clientId.trim(),
    api_url: apiUrl,
    token_url: tokenUrl,
    ...(secret !== undefined && { client_secret_sealed: secret }),
    modified_by: principal.userId,
    modified_date: new Date(),
  };
  if (input.version === 0) {
    const inserted = await db
      .insertInto('third_party_credentials')
      .values({ subscriber_id: principal.subscriberId, network, client_secret_sealed: null, ...values })
      .onConflict((oc) => oc.columns(['subscriber_id', 'network']).doNothing())
      .returningAll()
      .executeTakeFirst();
    if (!inserted) throw conflict(STALE);
    return credentialsView(network, inserted);
  }
  const updated = await db
    .updateTable('third_party_credentials')
    .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
    .where('subscriber_id', '=', principal.subscriberId)
    .where('network', '=', network)
    .where('version', '=', input.version)
    .returningAll()
    .executeTakeFirst();
  if (!updated) throw conflict(STALE);
  return credentialsView(network, updated);
}

/** The credentials to sign in to a network with, the secret opened; 409 when they are not set up. */
export async function openCredentials(db: Kysely<Database>, box: SecretBox, subscriberId: number, network: CredentialNetwork) {
  const row = await readCredentials(db, subscriberId, network);
  const label = NETWORK_LABELS[network];
  if (!row?.client_id || !row.client_secret_sealed) {
    throw conflict(`${label} is not set up for this company: an administrator enters its client id and secret in Third Party Settings.`);
  }
  try {
    return { clientId: row.client_id, clientSecret: box.open(row.client_secret_sealed), apiUrl: row.api_url, tokenUrl: row.token_url };
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw conflict(error.message);
    throw error;
  }
}
