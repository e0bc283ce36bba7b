/**
 * Access tokens: a signed HS256 JWT carrying the claims of spec §3.1 and `auth_time`, the
 * sign-in time that refreshing carries along (README "Sign-in and session").
 *
 * Ending a user's tokens: a password change, a deactivation or a role change sets the user's
 * `tokens_valid_from` to the next whole second after the change, and a token counts only when
 * its `iat` (whole seconds) is not before it. So every token issued up to the change, even
 * earlier in the same second, is refused; a token issued after the change in that same second
 * takes `tokens_valid_from` as its `iat` (at most a second ahead) and counts.
 */
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { TokenClaims } from '../../domain/session';
import type { Database } from '../db/schema';

/** The claims FieldDesk signs: those of spec §3.1 and the session's sign-in time. */
export interface SignedClaims extends TokenClaims {
  auth_time: number;
}

export interface AccountRow {
  id: number;
  subscriber_id: number;
  user_name: string;
  email: string;
  job_title_id: number | null;
  user_status_id: number | null;
  user_status: string | null;
  setup_flags: Record<string, boolean>;
  tokens_valid_from: Date | null;
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
      'u.tokens_valid_from',
    ])
    .where('u.is_active', '=', true);
}

const wholeSeconds = (date: Date) => Math.floor(date.getTime() / 1000);

/** True when a token issued at `iat` (seconds) was issued before the user's tokens were last ended. */
export const issuedBeforeEnd = (iat: number, tokensValidFrom: Date | null): boolean =>
  tokensValidFrom !== null && iat < wholeSeconds(tokensValidFrom);

/** Ends every token of the user issued so far; run it in the transaction of the change. */
export async function endEarlierTokens(db: Kysely<Database>, userId: number): Promise<void> {
  const validFrom = new Date((Math.floor(Date.now() / 1000) + 1) * 1000);
  await db.updateTable('users').set({ tokens_valid_from: validFrom }).where('id', '=', userId).execute();
}

export interface SessionTiming {
  lifetimeSeconds: number;
  sessionMaxSeconds: number;
  /** When the session signed in (seconds); a sign-in starts a session now. */
  startedAt?: number;
}

export async function issueToken(app: FastifyInstance, db: Kysely<Database>, account: AccountRow, timing: SessionTiming): Promise<string> {
  const roles = await db
    .selectFrom('user_roles')
    .innerJoin('roles', 'roles.id', 'user_roles.role_id')
    .select(['roles.id', 'roles.name'])
    .where('user_roles.user_id', '=', account.id)
    .orderBy('roles.id')
    .execute();
  const now = Math.floor(Date.now() / 1000);
  const iat = Math.max(now, account.tokens_valid_from ? wholeSeconds(account.tokens_valid_from) : 0);
  const startedAt = timing.startedAt ?? iat;
  const claims: SignedClaims = {
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
    iat,
    nbf: now,
    exp: Math.min(iat + timing.lifetimeSeconds, startedAt + timing.sessionMaxSeconds),
    auth_time: startedAt,
  };
  return app.jwt.sign(claims);
}
