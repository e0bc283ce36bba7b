/**
 * The names a list shows for the records its rows reference (GET /api/v1/resources/{name}/labels/{field}?ids=):
 * whoever may read a list may read the label of each record its rows reference, and nothing
 * more. Customer Rate Sheets reference employee types, a Settings list the team leader and the
 * sales and service roles may not read: through the rate sheets they see the names the rows
 * use, never the employee type list itself, nor a record no row of their subscriber refers to or
 * referred to (a record's history names the value a change replaced, which no row may hold now).
 */
import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { resourceLabelsPath } from '../../domain/resources/paths';
import type { ColumnDefinition, ResourceDefinition } from './definition';
import type { ResourceRegistry } from './registry';

/** At most this many ids in one request (a page of a list shows at most 100 rows). */
export const MAX_LABEL_IDS = 100;

export const LABEL_IDS_PATTERN = `^[1-9][0-9]{0,9}(,[1-9][0-9]{0,9}){0,${MAX_LABEL_IDS - 1}}$`;

interface LabelSource {
  column: ColumnDefinition;
  target: ResourceDefinition;
  labelColumn: ColumnDefinition;
}

/** The referencing column, the referenced resource and its label column, when `field` is a reference whose label may be shown. */
export function labelSourceOf(registry: ResourceRegistry, definition: ResourceDefinition, field: string): LabelSource | null {
  const column = definition.columns.find((c) => c.property === field && c.reference);
  const target = column?.reference && registry.byName.get(column.reference.resource);
  const labelColumn = target && target.columns.find((c) => c.property === column.reference!.label && !c.writeOnly);
  return column && target && labelColumn ? { column, target, labelColumn } : null;
}

/** Each reference of a resource as the meta answer describes it: the referenced resource, its label property and where to read labels. */
export function referencesOf(registry: ResourceRegistry, definition: ResourceDefinition) {
  return Object.fromEntries(
    definition.columns
      .filter((c) => c.reference)
      .map((c) => [c.property, { ...c.reference!, ...(labelSourceOf(registry, definition, c.property) && { labelsPath: resourceLabelsPath(definition.name, c.property) }) }]),
  );
}

export async function referenceLabels(db: Kysely<any>, subscriberId: number, definition: ResourceDefinition, source: LabelSource, ids: number[]) {
  const { column, target, labelColumn } = source;
  const rows = await db
    .selectFrom(`${target.table} as t`)
    .select(['t.id', sql.ref(`t.${labelColumn.column}`).as('label')])
    .where('t.subscriber_id', '=', subscriberId)
    .where('t.id', 'in', ids)
    .where((eb) =>
      eb.or([
        eb.exists(
          eb
            .selectFrom(`${definition.table} as r`)
            .select('r.id')
            .where('r.subscriber_id', '=', subscriberId)
            .whereRef(`r.${column.column}`, '=', 't.id'),
        ),
        eb.exists(
          eb
            .selectFrom('resource_history as h')
            .select('h.id')
            .where('h.subscriber_id', '=', subscriberId)
            .where('h.resource', '=', definition.name)
            .where((h) =>
              h.or([
                h(sql`h.before ->> ${column.property}`, '=', sql`t.id::text`),
                h(sql`h.after ->> ${column.property}`, '=', sql`t.id::text`),
              ]),
            ),
        ),
      ]),
    )
    .orderBy('t.id')
    .execute();
  return rows.map((row: { id: number; label: unknown }) => ({ id: row.id, label: row.label === null || row.label === undefined ? '' : String(row.label) }));
}
