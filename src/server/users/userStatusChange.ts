/**
 * Changing a user's working status: the status route and the clock requests both do it. Every
 * change closes the open status entry and opens a new one, so the day's entries form the
 * user's status timeline; once committed, the team leader's map is told to refresh.
 */
import type { FastifyInstance } from 'fastify';
import { sql, type Kysely, type QueryCreator } from 'kysely';
import { teamLeaderGridUpdate } from '../../domain/teamLeader/board';
import type { Database } from '../db/schema';
import type { HubEvent } from '../hubs/broker';

export interface UserStatusChange {
  subscriberId: number;
  userId: number;
  statusId: number;
  description: string | null;
}

/** A condition for a later step of a statement: the earlier step `step` wrote (returned) a row. */
export const stepWroteRows = (step: string) => sql<boolean>`exists (select from ${sql.table(step)})`;

/**
 * The status change as parts of one statement (common table expressions run with `statement`):
 * the open entry is closed before the new one is inserted (the insert reads the "ended" step,
 * which makes PostgreSQL finish it first: one open entry per user). A clock-in adds them to
 * the insert of its labor, so both change in one statement. With `onlyWith`, the name of an
 * earlier step of the statement, the status changes only when that step wrote a row (a
 * clock-out whose labor was closed meanwhile changes nothing).
 */
export function withUserStatusChange<Creator extends QueryCreator<any>>(statement: Creator, change: UserStatusChange, onlyWith?: string): Creator {
  const { subscriberId, userId, statusId, description } = change;
  const guard = onlyWith ? stepWroteRows(onlyWith) : sql<boolean>`true`;
  return (statement as QueryCreator<Database>)
    .with('status_ended', (db) =>
      db
        .updateTable('user_status_entries')
        .set({ ended_at: sql<Date>`greatest(now(), started_at)` })
        .where('user_id', '=', userId)
        .where('ended_at', 'is', null)
        .$if(!!onlyWith, (update) => update.where(guard))
        .returning('id'),
    )
    .with('status_changed', (db) =>
      db
        .updateTable('users')
        .set({ user_status_id: statusId, status_description: description, modified_by: userId, modified_date: sql<Date>`now()` })
        .where('id', '=', userId)
        .$if(!!onlyWith, (update) => update.where(guard))
        .returning('id'),
    )
    .with('status_opened', (db) =>
      db
        .insertInto('user_status_entries')
        .columns(['subscriber_id', 'user_id', 'user_status_id', 'description', 'ended_at'])
        .expression(
          db
            .selectFrom((inner) => inner.selectFrom('status_ended').select((eb) => eb.fn.countAll().as('closed')).as('e'))
            .select([
              sql<number>`${subscriberId}::integer`.as('subscriber_id'),
              sql<number>`${userId}::integer`.as('user_id'),
              sql<number>`${statusId}::integer`.as('user_status_id'),
              sql<string | null>`${description}::text`.as('description'),
              sql<Date | null>`null::timestamptz`.as('ended_at'),
            ])
            .$if(!!onlyWith, (select) => select.where(guard)),
        ),
    ) as unknown as Creator;
}

/** Run inside the caller's transaction, so the status changes with the work that caused it. */
export async function recordUserStatus(trx: Kysely<Database>, change: UserStatusChange): Promise<void> {
  await withUserStatusChange(trx, change)
    .selectNoFrom(sql<number>`1`.as('done'))
    .execute();
}

/**
 * The team leader's map shows where each technician is, and the board (grid context "tl") their
 * status, order and visits: both are told to refresh.
 */
export const userStatusEvents = (subscriberId: number, userId: number): HubEvent[] => [
  { hub: 'TeamLeaderHub', subscriberId, target: 'refreshMaps', arguments: [userId] },
  { hub: 'TeamLeaderHub', subscriberId, target: 'gridUpdate', arguments: teamLeaderGridUpdate(userId) },
];

export async function announceUserStatus(app: FastifyInstance, subscriberId: number, userId: number): Promise<void> {
  await app.hubs.publishAll(userStatusEvents(subscriberId, userId));
}
