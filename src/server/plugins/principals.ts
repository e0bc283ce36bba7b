/**
 * Who is calling: the session a verified token stands for, and the active user behind it read
 * from the database (the principal). The auth plugin (auth.ts) keeps principals in the principal
 * cache (principalCache.ts); hub connections and file links read them here directly.
 */
import type { Kysely } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { AccessSubject, PermissionGroup } from '../../domain/access';
import type { SignedInUser } from '../../domain/account/responses';
import { issuedBeforeEnd, type SignedClaims } from '../account/tokens';
import { INT4_MAX, type Database } from '../db/schema';
import { timeZoneOrFallback } from '../http/timeZone';
import { toleranceOrDefault } from '../../domain/timeTracking/evidence';
import { grantedFunctionalitiesQuery, permissionGroupsOf, permissionRecordsQuery, roleIdsOfUser } from '../permissions/repository';
import { SINGLETON_ID } from '../resources/seed';
import { statementTemplate } from '../db/statementTemplates';

type UserStatusFields = 'userStatusId' | 'userStatus' | 'statusDescription';

export interface Principal extends AccessSubject {
  subscriberId: number;
  userId: number;
  userName: string;
  roleIds: number[];
  roles: string[];
  groups: PermissionGroup[];
  /** The subscriber's time zone: every date-time the API answers or reads is its wall clock. */
  timeZone: string;
  /** Subscriber Settings' clock time tolerance (minutes): a typed or late clock time further from its receipt is marked for approval. */
  clockToleranceMinutes?: number;
  /** The user as account/validateUser answers it, but for the status, which changes at every clock action. */
  signedInUser: Omit<SignedInUser, UserStatusFields>;
}

/**
 * The user, their roles and their roles' permissions, in one statement compiled once
 * (statementTemplates.ts): at 7:00 every technician's first request waits for it, and building it
 * with Kysely cost the server more than running it.
 */
const accountStatement = statementTemplate((db, { subscriberId, userId }: { subscriberId: number; userId: number }) =>
  db
    .selectFrom('users as u')
    .leftJoin('subscriber_settings as s', (j) => j.onRef('s.subscriber_id', '=', 'u.subscriber_id').on('s.id', '=', SINGLETON_ID))
    .select((eb) => [
      'u.user_name',
      's.time_zone',
      's.clock_time_tolerance_minutes',
      'u.tokens_valid_from',
      'u.first_name',
      'u.last_name',
      'u.email',
      'u.job_title_id',
      'u.client_authentication_id',
      jsonArrayFrom(
        eb
          .selectFrom('user_roles')
          .innerJoin('roles', 'roles.id', 'user_roles.role_id')
          .select(['roles.id', 'roles.name'])
          .where('user_roles.user_id', '=', userId)
          .orderBy('roles.id'),
      ).as('roles'),
      jsonArrayFrom(permissionRecordsQuery(db, subscriberId, roleIdsOfUser(db, userId))).as('permissions'),
      jsonArrayFrom(grantedFunctionalitiesQuery(db, subscriberId, roleIdsOfUser(db, userId))).as('functionalities'),
    ])
    .where('u.id', '=', userId)
    .where('u.subscriber_id', '=', subscriberId)
    .where('u.is_active', '=', true),
);

/** The active user a token names, whatever the token's iat: its principal and when its tokens were last ended. */
export async function loadAccount(
  db: Kysely<Database>,
  subscriberId: number,
  userId: number,
): Promise<{ principal: Principal; tokensValidFrom: Date | null } | null> {
  const [user] = await accountStatement(db, {}, { subscriberId, userId });
  if (!user) return null;
  const roleIds = user.roles.map((r) => r.id);
  const roleNames = user.roles.map((r) => r.name);
  const principal: Principal = {
    subscriberId,
    userId,
    userName: user.user_name,
    roleIds,
    roles: roleNames,
    groups: permissionGroupsOf(user.permissions, user.functionalities),
    timeZone: timeZoneOrFallback(user.time_zone),
    clockToleranceMinutes: toleranceOrDefault(user.clock_time_tolerance_minutes),
    signedInUser: {
      isValid: true,
      userId,
      userName: user.user_name,
      name: `${user.first_name} ${user.last_name}`.trim() || user.user_name,
      email: user.email,
      subscriberId,
      userRoleId: roleIds,
      userRoles: roleNames,
      jobTitleId: user.job_title_id,
      clientAuthenticationId: user.client_authentication_id,
      timeZone: timeZoneOrFallback(user.time_zone),
    },
  };
  return { principal, tokensValidFrom: user.tokens_valid_from };
}

/**
 * The active user a token names, or null, read from the database. `issuedAt` (the token's iat)
 * must not be before the user's tokens were last ended.
 */
export async function loadPrincipal(db: Kysely<Database>, subscriberId: number, userId: number, issuedAt: number): Promise<Principal | null> {
  const account = await loadAccount(db, subscriberId, userId);
  return account && !issuedBeforeEnd(issuedAt, account.tokensValidFrom) ? account.principal : null;
}

/** An id claim: the decimal text of a positive database id ("12"), else null. */
const idClaim = (value: unknown): number | null => {
  if (typeof value !== 'string' || !/^[1-9]\d{0,9}$/.test(value)) return null;
  const n = Number(value);
  return n <= INT4_MAX ? n : null;
};

const STRING_CLAIMS = ['userName', 'roleIds', 'roles', 'userStatusId', 'userStatus', 'email', 'jobTitleId', 'Flags'] as const;
const secondsClaim = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 0;

export interface TokenSession {
  subscriberId: number;
  userId: number;
  issuedAt: number;
  /** auth_time; a token without it (issued before FieldDesk carried it) started when issued. */
  startedAt: number;
}

/**
 * The session a verified token stands for, or null when any claim has the wrong type or is out
 * of range: a token FieldDesk did not sign this way is refused (401), never half-read.
 */
export function sessionOf(claims: Partial<SignedClaims>): TokenSession | null {
  const subscriberId = idClaim(claims.subscriberId);
  const userId = idClaim(claims.unique_name);
  if (!subscriberId || !userId || !secondsClaim(claims.iat)) return null;
  if (STRING_CLAIMS.some((name) => claims[name] !== undefined && typeof claims[name] !== 'string')) return null;
  if (claims.auth_time !== undefined && !(secondsClaim(claims.auth_time) && claims.auth_time <= claims.iat)) return null;
  return { subscriberId, userId, issuedAt: claims.iat, startedAt: claims.auth_time ?? claims.iat };
}

/** The principal behind a verified token, or null (401). */
export async function principalOf(db: Kysely<Database>, claims: Partial<SignedClaims>): Promise<{ principal: Principal; session: TokenSession } | null> {
  const session = sessionOf(claims);
  if (!session) return null;
  const principal = await loadPrincipal(db, session.subscriberId, session.userId, session.issuedAt);
  return principal && { principal, session };
}
