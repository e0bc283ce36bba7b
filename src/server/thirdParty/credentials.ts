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
import { SECRET_AGAIN_MESSAGE } from '../../domain/thirdParty/credentialChanges';
import { changedFields, recordCredentialChange, secretChangeOf } from '../integrations/credentialChanges';
import { addressProblem } from '../integrations/egress';
import { SecretUnreadableError, type SecretBox } from '../integrations/secretBox';
import { corrigoSecretAad, openBound } from '../integrations/boundSecrets';
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
  const problem = addressProblem(value);
  if (!problem) return;
  const message = `The ${field} field ${problem}.`;
  throw badRequest(message, { [field]: [message] });
}

/**
 * Saves the credentials the caller sent. A secret left out or null keeps the stored one; an
 * empty one removes it. The secret goes to the token address with the client id, so a save that
 * changes the API address, the token address or the client id while a secret is stored must
 * enter the secret again (400 otherwise, nothing changed): whoever may edit an address could
 * otherwise send the stored secret to a server of their own. `version` must be the one read (0
 * before the first save): 409 otherwise. A save that changes something is recorded (who, when,
 * which fields) in the same transaction.
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
  const secretChange = secretChangeOf(input.clientSecret);
  const secret = secretChange === 'kept' ? undefined : secretChange === 'removed' ? null : box.seal(input.clientSecret!, corrigoSecretAad(principal.subscriberId, network));
  const plain = { clientId: input.clientId.trim(), apiUrl, tokenUrl };
  const values = {
    client_id: plain.clientId,
    api_url: apiUrl,
    token_url: tokenUrl,
    ...(secret !== undefined && { client_secret_sealed: secret }),
    modified_by: principal.userId,
    modified_date: new Date(),
  };
  const saved = await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('third_party_credentials')
      .selectAll()
      .where('subscriber_id', '=', principal.subscriberId)
      .where('network', '=', network)
      .forUpdate()
      .executeTakeFirst();
    if ((stored?.version ?? 0) !== input.version) throw conflict(STALE);
    const before = stored && { clientId: stored.client_id, apiUrl: stored.api_url, tokenUrl: stored.token_url };
    const fields = changedFields(['clientId', 'clientSecret', 'apiUrl', 'tokenUrl'], before, plain, { clientSecret: secretChange });
    const movesSecret = fields.some((field) => field === 'clientId' || field === 'apiUrl' || field === 'tokenUrl');
    if (stored?.client_secret_sealed && secretChange === 'kept' && movesSecret) throw badRequest(SECRET_AGAIN_MESSAGE, { clientSecret: [SECRET_AGAIN_MESSAGE] });
    const row = stored
      ? await trx
          .updateTable('third_party_credentials')
          .set((eb) => ({ ...values, version: eb('version', '+', 1) }))
          .where('subscriber_id', '=', principal.subscriberId)
          .where('network', '=', network)
          .returningAll()
          .executeTakeFirstOrThrow()
      : await trx
          .insertInto('third_party_credentials')
          .values({ subscriber_id: principal.subscriberId, network, client_secret_sealed: null, ...values })
          .onConflict((oc) => oc.columns(['subscriber_id', 'network']).doNothing())
          .returningAll()
          .executeTakeFirst();
    if (!row) throw conflict(STALE);
    await recordCredentialChange(trx, principal, network, fields);
    return row;
  });
  return credentialsView(network, saved);
}

/** The credentials to sign in to a network with, the secret opened; 409 when they are not set up. */
export async function openCredentials(db: Kysely<Database>, box: SecretBox, subscriberId: number, network: CredentialNetwork) {
  const row = await readCredentials(db, subscriberId, network);
  const label = NETWORK_LABELS[network];
  if (!row?.client_id || !row.client_secret_sealed) {
    throw conflict(`${label} is not set up for this company: an administrator enters its client id and secret in Third Party Settings.`);
  }
  try {
    return { clientId: row.client_id, clientSecret: openBound(box, row.client_secret_sealed, corrigoSecretAad(subscriberId, network)), apiUrl: row.api_url, tokenUrl: row.token_url };
  } catch (error) {
    if (error instanceof SecretUnreadableError) throw conflict(error.message);
    throw error;
  }
}
