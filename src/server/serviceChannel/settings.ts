/**
 * Each subscriber's Service Channel credentials (spec §2.1 account settings serviceChannel).
 * The client secret and the password are sealed with the integrations key before they are
 * stored; answers only say whether each is set, and nothing here logs them.
 */
import type { Kysely } from 'kysely';
import type { ServiceChannelSettings, ServiceChannelSettingsRequest } from '../../domain/serviceChannel/wire';
import type { Database } from '../db/schema';
import { DEFAULT_API_URL, DEFAULT_TOKEN_URL, type ServiceChannelCredentials } from '../integrations/serviceChannel/client';
import { SERVICE_CHANNEL_SECRETS_AGAIN_MESSAGE } from '../../domain/thirdParty/credentialChanges';
import { badRequest } from '../errors';
import { changedFields, recordCredentialChange, secretChangeOf } from '../integrations/credentialChanges';
import { addressProblem } from '../integrations/egress';
import type { SecretBox } from '../integrations/secretBox';
import { openBound, serviceChannelSecretAad } from '../integrations/boundSecrets';
import type { Principal } from '../plugins/auth';

export async function readSettings(db: Kysely<Database>, subscriberId: number): Promise<ServiceChannelSettings> {
  const row = await db.selectFrom('service_channel_credentials').selectAll().where('subscriber_id', '=', subscriberId).executeTakeFirst();
  if (!row) {
    return { clientId: '', userName: '', apiUrl: DEFAULT_API_URL, tokenUrl: DEFAULT_TOKEN_URL, hasClientSecret: false, hasPassword: false, isConfigured: false };
  }
  return {
    clientId: row.client_id,
    userName: row.user_name,
    apiUrl: row.api_url,
    tokenUrl: row.token_url,
    hasClientSecret: !!row.client_secret_sealed,
    hasPassword: !!row.password_sealed,
    isConfigured: true,
  };
}

/** Omitted or null keeps the stored secret, "" removes it, text replaces it (sealed, bound to where it is stored). */
const sealedOrKept = (box: SecretBox, sent: string | null | undefined, stored: string | null | undefined, boundTo: string) =>
  sent === undefined || sent === null ? (stored ?? null) : sent === '' ? null : box.seal(sent, boundTo);

/**
 * Saves the credentials. The client secret and the password go to the token address with the
 * client id and the user name, so a save that changes an address, the client id or the user
 * name must enter again each secret that is stored (400 otherwise, nothing changed). A save that
 * changes something is recorded (who, when, which fields) in the same transaction.
 */
export async function saveSettings(db: Kysely<Database>, box: SecretBox, principal: Principal, request: ServiceChannelSettingsRequest): Promise<ServiceChannelSettings> {
  await db.transaction().execute(async (trx) => {
    const stored = await trx
      .selectFrom('service_channel_credentials')
      .selectAll()
      .where('subscriber_id', '=', principal.subscriberId)
      .forUpdate()
      .executeTakeFirst();
    const plain = {
      clientId: request.clientId.trim(),
      userName: request.userName.trim(),
      apiUrl: (request.apiUrl ?? DEFAULT_API_URL).trim(),
      tokenUrl: (request.tokenUrl ?? DEFAULT_TOKEN_URL).trim(),
    };
    for (const field of ['apiUrl', 'tokenUrl'] as const) {
      const problem = addressProblem(plain[field]);
      if (problem) throw badRequest(`The ${field} field ${problem}.`, { [field]: [`The ${field} field ${problem}.`] });
    }
    const secrets = { clientSecret: secretChangeOf(request.clientSecret), password: secretChangeOf(request.password) };
    const before = stored && { clientId: stored.client_id, userName: stored.user_name, apiUrl: stored.api_url, tokenUrl: stored.token_url };
    const fields = changedFields(['clientId', 'clientSecret', 'userName', 'password', 'apiUrl', 'tokenUrl'], before, plain, secrets);
    if (fields.some((field) => field === 'clientId' || field === 'userName' || field === 'apiUrl' || field === 'tokenUrl')) {
      const missing = [
        ...(stored?.client_secret_sealed && secrets.clientSecret === 'kept' ? ['clientSecret'] : []),
        ...(stored?.password_sealed && secrets.password === 'kept' ? ['password'] : []),
      ];
      if (missing.length) {
        throw badRequest(SERVICE_CHANNEL_SECRETS_AGAIN_MESSAGE, Object.fromEntries(missing.map((field) => [field, [SERVICE_CHANNEL_SECRETS_AGAIN_MESSAGE]])));
      }
    }
    const values = {
      client_id: plain.clientId,
      client_secret_sealed: sealedOrKept(box, request.clientSecret, stored?.client_secret_sealed, serviceChannelSecretAad(principal.subscriberId, 'client_secret_sealed')),
      user_name: plain.userName,
      password_sealed: sealedOrKept(box, request.password, stored?.password_sealed, serviceChannelSecretAad(principal.subscriberId, 'password_sealed')),
      api_url: plain.apiUrl,
      token_url: plain.tokenUrl,
      modified_by: principal.userId,
      modified_date: new Date(),
    };
    await trx
      .insertInto('service_channel_credentials')
      .values({ subscriber_id: principal.subscriberId, ...values })
      .onConflict((oc) => oc.column('subscriber_id').doUpdateSet((eb) => ({ ...values, version: eb('service_channel_credentials.version', '+', 1) })))
      .execute();
    await recordCredentialChange(trx, principal, 'serviceChannel', fields);
  });
  return readSettings(db, principal.subscriberId);
}

/** What the adapter signs in with, secrets opened; null when the subscriber has not set Service Channel up. */
export async function credentialsOf(db: Kysely<Database>, box: SecretBox, subscriberId: number): Promise<ServiceChannelCredentials | null> {
  const row = await db.selectFrom('service_channel_credentials').selectAll().where('subscriber_id', '=', subscriberId).executeTakeFirst();
  if (!row || !row.client_id || !row.user_name || !row.client_secret_sealed || !row.password_sealed) return null;
  return {
    clientId: row.client_id,
    clientSecret: openBound(box, row.client_secret_sealed, serviceChannelSecretAad(subscriberId, 'client_secret_sealed')),
    userName: row.user_name,
    password: openBound(box, row.password_sealed, serviceChannelSecretAad(subscriberId, 'password_sealed')),
    apiUrl: row.api_url,
    tokenUrl: row.token_url,
  };
}
