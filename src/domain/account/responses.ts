/** Answer schemas of the account area (spec §7.2): the token of a sign-in or refresh, and the signed-in user. */
import { boolean, complete, integer, integers, nullable, string, strings } from '../answerSchemas';
import type { Wire } from '../wire';

export const TOKEN_SCHEMA = complete({ token: string });

/** The answer of POST account/validateUser. */
export const SIGNED_IN_USER_SCHEMA = complete({
  isValid: boolean,
  userId: integer,
  userName: string,
  name: string,
  email: string,
  subscriberId: integer,
  userRoleId: integers,
  userRoles: strings,
  jobTitleId: nullable('integer'),
  userStatusId: nullable('integer'),
  userStatus: string,
  statusDescription: nullable('string'),
  clientAuthenticationId: nullable('string'),
  /** The subscriber's time zone (its settings; UTC when they name none): every "today" of the app is taken in it. */
  timeZone: string,
});

export type SignedInUser = Wire<typeof SIGNED_IN_USER_SCHEMA>;

