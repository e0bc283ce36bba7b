/**
 * Access tokens: a signed HS256 JWT carrying exactly the claims of spec §3.1.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../domain/session';
import type { Database } from '../db/schema';

export interface AccountRow {
  id: number;
  subscriber_id: number;
  user_name: string;
  email: string;
  job_title_id: number | null;
  user_status_id: number | null;
  user_status: string | null;
  setup_flags: Record<string, boolean>;
}

/** The active user behind a user name (any case) or id, with what the token needs. */
export function accountQuery(db: Kysely<Database>) {
  return db
    .selectFrom('users as u')
    .innerJoin('subscribers as s', 's.id', 'u.subscriber_id')
    .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
    .select([
      'u.id',
      'u.subscriber_id',
      'u.user_name',
      'u.email',
      'u.job_title_id',
      'u.user_status_id',
      'st.name as user_status',
      's.setup_flags',
    ])
    .where('u.is_active', '=', true);
}

export async function issueToken(
  app: FastifyInstance,
  db: Kysely<Database>,
  account: AccountRow,
  lifetimeSeconds: number,
): Promise<string> {
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', account.id)
    .orderBy('roles.id')
    .execute();
  const now = Math.floor(Date.now() / 1000);
  const claims: TokenClaims = {
    subscriberId: String(account.subscriber_id),
    unique_name: String(account.id),
    userName: account.user_name,
    roleIds: roles.map((r) => r.id).join(','),
    roles: roles.map((r) => r.name).join(','),
    userStatusId: account.user_status_id == null ? '' : String(account.user_status_id),
    userStatus: account.user_status ?? '',
    email: account.email,
    jobTitleId: account.job_title_id == null ? '' : String(account.job_title_id),
    Flags: JSON.stringify(account.setup_flags ?? {}),
    iat: now,
    nbf: now,
    exp: now + lifetimeSeconds,
  };
  return app.jwt.sign(claims);
}
