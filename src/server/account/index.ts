/**
 * Sign-in and session endpoints (spec §2.2, §3.1, §7.2).
 */
import { verify } from '@node-rs/argon2';
import { changePasswordBody, loginBody, userIdParams } from '../../domain/account/wire';
import { seesAllUsers } from '../../domain/users/administration';
import { SIGNED_IN_USER_SCHEMA, TOKEN_SCHEMA } from '../../domain/account/responses';
import { PERMISSION_GROUPS_SCHEMA } from '../../domain/permissions/responses';
import { badRequest, forbidden, notFound, tooManyRequests, unauthorized } from '../errors';
import { statementTemplate } from '../db/statementTemplates';
import { refusals } from '../http/responses';
import { loadPermissionGroups } from '../permissions/repository';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { clearFailures, reserveAttempt, throttleKeys, type ThrottleKeys } from './loginThrottle';
import { hashPassword } from './passwords';
import { accountQuery, endEarlierTokens, issueToken } from './tokens';

const INVALID_CREDENTIALS = 'Invalid user name or password.';

/**
 * The user's status, which validateUser reads afresh every time (it changes with every clock
 * action, so the principal does not hold it); compiled once (statementTemplates.ts).
 */
const userStatusStatement = statementTemplate((db, { userId }: { userId: number }) =>
  db
    .selectFrom('users as u')
    .leftJoin('user_statuses as st', (join) => join.onRef('st.id', '=', 'u.user_status_id').onRef('st.subscriber_id', '=', 'u.subscriber_id'))
    .select(['u.user_status_id', 'st.name', 'u.status_description'])
    .where('u.id', '=', userId),
);

// A hash of a random password, verified when the user name is unknown so that a wrong user
// name costs as long as a wrong password.
let decoyHash: Promise<string> | null = null;
const decoy = () => (decoyHash ??= hashPassword(`decoy-${Math.random()}`));

async function accountRoutes(app: AreaApp) {
  const { db } = app;
  const timing = { lifetimeSeconds: app.config.tokenLifetimeSeconds, sessionMaxSeconds: app.config.sessionMaxSeconds };

  /** Counts a password attempt (the sign-in throttle), or answers 429 when there were too many. */
  const assertAttemptAllowed = async (keys: ThrottleKeys) => {
    const wait = await reserveAttempt(db, keys);
    if (wait > 0) {
      throw tooManyRequests(`Too many failed sign-in attempts. Try again in ${Math.ceil(wait / 60)} minute(s).`, wait);
    }
  };

  app.post(
    '/api/v1/account/login',
    {
      config: { public: true },
      schema: {
        summary: 'Sign in with user name and password; answers an access token',
        body: loginBody,
        response: { 200: TOKEN_SCHEMA, ...refusals(429) },
      },
    },
    async (request) => {
      const { userName, password } = request.body;
      const keys = throttleKeys(userName, request.ip);
      await assertAttemptAllowed(keys);
      // A user name is unique across subscribers; the directory of names says whose it is.
      const account = await accountQuery(db)
        .innerJoin('user_names as n', (join) => join.onRef('n.subscriber_id', '=', 'u.subscriber_id').onRef('n.user_id', '=', 'u.id'))
        .select('u.password_hash')
        .where('n.user_name', '=', userName.trim().toLowerCase())
        .executeTakeFirst();
      const valid = account
        ? await verify(account.password_hash, password)
        : (await verify(await decoy(), password), false);
      if (!account || !valid) throw badRequest(INVALID_CREDENTIALS);
      await clearFailures(db, keys);
      return { token: await issueToken(app, db, account, timing) };
    },
  );

  app.post(
    '/api/v1/account/validateUser',
    {
      schema: {
        summary: 'Checks the token and answers the signed-in user',
        response: { 200: SIGNED_IN_USER_SCHEMA },
      },
    },
    async (request) => {
      const { principal } = request;
      const [status] = await userStatusStatement(db, null, { userId: principal.userId });
      if (!status) throw unauthorized();
      return {
        ...principal.signedInUser,
        userStatusId: status.user_status_id,
        userStatus: status.name ?? '',
        statusDescription: status.status_description,
      };
    },
  );

  app.post(
    '/api/v1/account/refreshToken',
    { schema: { summary: 'Answers a new token for the signed-in user', response: { 200: TOKEN_SCHEMA } } },
    async (request) => {
      const startedAt = request.sessionStartedAt;
      if (Math.floor(Date.now() / 1000) >= startedAt + timing.sessionMaxSeconds) {
        throw unauthorized('Your session has ended. Please sign in again.');
      }
      const account = await accountQuery(db).where('u.id', '=', request.principal.userId).executeTakeFirst();
      if (!account) throw unauthorized();
      return { token: await issueToken(app, db, account, { ...timing, startedAt }) };
    },
  );

  app.post(
    '/api/v1/account/changePassword',
    {
      schema: {
        summary: "Changes the signed-in user's password; ends every other session and answers a new token",
        body: changePasswordBody,
        response: { 200: TOKEN_SCHEMA, ...refusals(429) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { currentPassword, newPassword } = request.body;
      // Guessing the current password with a token counts against the same throttle as sign-in.
      const keys = throttleKeys(principal.userName, request.ip);
      await assertAttemptAllowed(keys);
      const user = await db.selectFrom('users').select('password_hash').where('id', '=', principal.userId).executeTakeFirstOrThrow();
      if (!(await verify(user.password_hash, currentPassword))) {
        const message = 'The current password is not right.';
        throw badRequest(message, { currentPassword: [message] });
      }
      await clearFailures(db, keys);
      const passwordHash = await hashPassword(newPassword);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('users')
          .set((eb) => ({ password_hash: passwordHash, modified_by: principal.userId, modified_date: new Date(), version: eb('version', '+', 1) }))
          .where('id', '=', principal.userId)
          .execute();
        await endEarlierTokens(trx, principal.userId);
      });
      const account = await accountQuery(db).where('u.id', '=', principal.userId).executeTakeFirstOrThrow();
      return { token: await issueToken(app, db, account, timing) };
    },
  );

  app.get(
    '/api/v1/account/userRolesPermissions/:userId',
    {
      schema: {
        summary: "A user's module permissions grouped by module (permissionDescription)",
        params: userIdParams,
        response: { 200: PERMISSION_GROUPS_SCHEMA, ...refusals(403, 404) },
      },
    },
    async (request) => {
      const { principal } = request;
      const { userId } = request.params;
      if (userId === principal.userId) return principal.groups;
      if (!seesAllUsers(principal)) throw forbidden();
      const user = await db
        .selectFrom('users')
        .select('id')
        .where('id', '=', userId)
        .where('subscriber_id', '=', principal.subscriberId)
        .executeTakeFirst();
      if (!user) throw notFound('User not found.');
      const roleIds = (
        await db.selectFrom('user_roles').select('role_id').where('user_id', '=', userId).execute()
      ).map((r) => r.role_id);
      return loadPermissionGroups(db, principal.subscriberId, roleIds);
    },
  );
}

export default areaPlugin('account', accountRoutes);
