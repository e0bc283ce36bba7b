/** The users a principal may see, and the columns a user is answered with (the list, one user, an update). */
import { sql, type Kysely } from 'kysely';
import { seesAllUsers } from '../../domain/users/administration';
import type { Database } from '../db/schema';
import type { Principal } from '../plugins/auth';

/** Whose users: the subscriber's when `seesAll` ("All Users"), else the user alone. */
export interface Viewer {
  subscriberId: number;
  userId: number;
  seesAll: boolean;
}

export const viewerOf = (principal: Principal): Viewer => ({
  subscriberId: principal.subscriberId,
  userId: principal.userId,
  seesAll: seesAllUsers(principal),
});

/** The users the viewer may see, as `u`: their subscriber's, and without "All Users" only themselves. */
export function visibleUsers(db: Kysely<Database>, viewer: Viewer) {
  const query = db.selectFrom('users as u').where('u.subscriber_id', '=', viewer.subscriberId);
  return viewer.seesAll ? query : query.where('u.id', '=', viewer.userId);
}

export type UsersQuery = ReturnType<typeof visibleUsers>;

export const withColumns = (query: UsersQuery) =>
  query
    .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
    .select((eb) => [
      'u.id',
      'u.user_name as userName',
      'u.first_name as firstName',
      'u.last_name as lastName',
      'u.email',
      'u.job_title_id as jobTitleId',
      'u.user_status_id as userStatusId',
      'st.name as userStatus',
      'u.is_active as isActive',
      'u.version',
      eb
        .selectFrom('user_roles')
        .select((inner) => inner.fn.coalesce(inner.fn.agg<number[]>('array_agg', ['role_id']), sql<number[]>`'{}'::integer[]`).as('ids'))
        .whereRef('user_roles.user_id', '=', 'u.id')
        .$asScalar()
        .as('roleIds'),
    ]);
