/**
 * The change record of integration credentials (issue 33 item 1; table
 * integration_credential_changes): one row per save that changed something, naming the fields,
 * never a value. Written in the save's own transaction, so a refused or failed save leaves none.
 */
import type { Kysely } from 'kysely';
import { CREDENTIAL_CHANGES_SHOWN, type CredentialChange, type CredentialChangeNetwork } from '../../domain/thirdParty/credentialChanges';
import type { Database } from '../db/schema';
import { apiDateTime } from '../http/timeZone';
import type { Principal } from '../plugins/auth';

export async function recordCredentialChange(db: Kysely<Database>, principal: Principal, network: CredentialChangeNetwork, fields: string[]): Promise<void> {
  if (!fields.length) return;
  await db
    .insertInto('integration_credential_changes')
    .values({ subscriber_id: principal.subscriberId, network, changed_by: principal.userId, changed_by_name: principal.signedInUser.name.slice(0, 200), fields })
    .execute();
}

/** The network's latest changes, newest first, dated on the subscriber's clock. */
export async function credentialChanges(db: Kysely<Database>, principal: Principal, network: CredentialChangeNetwork): Promise<CredentialChange[]> {
  const rows = await db
    .selectFrom('integration_credential_changes')
    .select(['changed_by_name', 'changed_date', 'fields'])
    .where('subscriber_id', '=', principal.subscriberId)
    .where('network', '=', network)
    .orderBy('changed_date', 'desc')
    .orderBy('id', 'desc')
    .limit(CREDENTIAL_CHANGES_SHOWN)
    .execute();
  return rows.map((row) => ({ changedBy: row.changed_by_name, changedDate: apiDateTime(row.changed_date, principal.timeZone), fields: row.fields }));
}

/** What a save does to a stored secret: nothing (left out or null), enter one, or remove it (""). */
export type SecretChange = 'kept' | 'entered' | 'removed';

export const secretChangeOf = (sent: string | null | undefined): SecretChange => (sent === undefined || sent === null ? 'kept' : sent === '' ? 'removed' : 'entered');

/**
 * The fields a save changes, in the order `order` gives: a secret entered or removed (a secret
 * entered again counts, its value is never compared), any other field that differs from what
 * was stored, or, on a first save, that is not empty.
 */
export function changedFields(order: string[], stored: Record<string, string> | undefined, saved: Record<string, string>, secrets: Record<string, SecretChange>): string[] {
  return order.filter((field) => {
    if (field in secrets) return secrets[field] !== 'kept';
    return stored ? stored[field] !== saved[field] : saved[field] !== '';
  });
}
