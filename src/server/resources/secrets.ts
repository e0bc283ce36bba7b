/**
 * Secrets of the generated resources at rest (issue 33 item 7): every `writeOnly` property
 * (the SMTP password, the Dropbox app secret and access token, the Service Channel settings' API
 * password...) is sealed with the integrations key (integrations/secretBox.ts), bound to its
 * table, subscriber, row id and column, so a sealed value copied to another row, subscriber or
 * field does not open. The API never answers them (records.ts). Code that needs a plain value
 * opens it with `openResourceSecret`.
 *
 * `sealResourceSecrets` runs at every start after the migrations (server.ts): it seals what is
 * still stored in plain text (values saved before sealing existed, or by a server of an older
 * version during a rolling deploy), and, with `again`, is what `npm run secrets:reseal` runs to
 * seal every value again under the current key. Each value is replaced only if it is still the
 * one read (compare and set), so a user's save meanwhile is never overwritten, and servers keep
 * serving throughout.
 */
import type { Kysely } from 'kysely';
import { looksSealed, type SecretBox } from '../integrations/secretBox';
import type { ColumnDefinition, ResourceDefinition } from './definition';
import type { ResourceRegistry } from './registry';

/** The words a resource secret is bound to (its associated data). */
export const resourceSecretAad = (table: string, subscriberId: number, id: number, column: string) => `resource:${table}:${subscriberId}:${id}:${column}`;

export const secretColumns = (definition: ResourceDefinition): ColumnDefinition[] => definition.columns.filter((c) => c.writeOnly);

/** The plain value of a secret column as stored, or null when none is stored. */
export function openResourceSecret(box: SecretBox, definition: ResourceDefinition, row: { subscriber_id: number; id: number } & Record<string, unknown>, column: string): string | null {
  const stored = row[column];
  if (typeof stored !== 'string' || stored === '') return null;
  return box.open(stored, resourceSecretAad(definition.table, Number(row.subscriber_id), Number(row.id), column));
}

/**
 * Seals what is stored in plain text; with `again`, opens every sealed value (current or previous
 * key) and seals it under the current key. Answers how many values were sealed.
 */
export async function sealResourceSecrets(db: Kysely<any>, registry: ResourceRegistry, box: SecretBox, { again = false } = {}): Promise<number> {
  let count = 0;
  for (const definition of registry.all) {
    for (const { column } of secretColumns(definition)) {
      const rows = (await db
        .selectFrom(definition.table)
        .select(['subscriber_id', 'id', column])
        .where(column, 'is not', null)
        .where(column, '<>', '')
        .execute()) as Array<{ subscriber_id: number; id: number } & Record<string, string>>;
      for (const row of rows) {
        const stored = row[column];
        const sealed = looksSealed(stored);
        if (sealed && !again) continue;
        const aad = resourceSecretAad(definition.table, Number(row.subscriber_id), Number(row.id), column);
        const plain = sealed ? box.open(stored, aad) : stored;
        const result = await db
          .updateTable(definition.table)
          .set({ [column]: box.seal(plain, aad) })
          .where('subscriber_id', '=', row.subscriber_id)
          .where('id', '=', row.id)
          .where(column, '=', stored)
          .executeTakeFirst();
        if (Number(result.numUpdatedRows) > 0) count++;
      }
    }
  }
  return count;
}
