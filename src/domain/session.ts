/**
 * The session user decoded from the access token (spec §3.1) and token timing rules (§4, §9).
 */
import { parseFlagsClaim, type UserFlags } from './flags';

/** The claims FieldDesk tokens carry, with exactly these names. */
export interface TokenClaims {
  subscriberId: string;
  unique_name: string;
  userName: string;
  roleIds: string;
  roles: string;
  userStatusId: string;
  userStatus: string;
  email: string;
  jobTitleId: string;
  Flags: string;
  exp: number;
  iat: number;
  nbf: number;
}

export interface SessionUser {
  name: string;
  email: string;
  subscriberId: number;
  userId: number;
  userName: string;
  userRoleId: number[];
  userRoles: string[];
  userStatusId: number | null;
  userStatus: string;
  jobTitleId: number | null;
  flags: UserFlags;
  exp: number;
  iat: number;
  nbf: number;
}

const splitList = (value: unknown): string[] =>
  typeof value === 'string' ? value.split(',').map((s) => s.trim()).filter(Boolean) : [];

const toNumberOrNull = (value: unknown): number | null => {
  if (value === '' || value === null || value === undefined) return null;
  const n = Number(value);
  return Number.isFinite(n) ? n : null;
};

export function sessionUserFromClaims(claims: Partial<TokenClaims>): SessionUser {
  return {
    name: claims.userName ?? '',
    email: claims.email ?? '',
    subscriberId: Number(claims.subscriberId),
    userId: Number(claims.unique_name),
    userName: claims.userName ?? '',
    userRoleId: splitList(claims.roleIds).map(Number).filter(Number.isFinite),
    userRoles: splitList(claims.roles),
    userStatusId: toNumberOrNull(claims.userStatusId),
    userStatus: claims.userStatus ?? '',
    jobTitleId: toNumberOrNull(claims.jobTitleId),
    flags: parseFlagsClaim(claims.Flags),
    exp: Number(claims.exp),
    iat: Number(claims.iat),
    nbf: Number(claims.nbf),
  };
}

/** Refresh when 30 minutes or less remain (spec §9). */
export const REFRESH_WINDOW_SECONDS = 30 * 60;

export const secondsLeft = (exp: number, nowMs = Date.now()): number => exp - Math.floor(nowMs / 1000);
export const isExpired = (exp: number, nowMs = Date.now()): boolean => secondsLeft(exp, nowMs) <= 0;
export const needsRefresh = (exp: number, nowMs = Date.now()): boolean =>
  !isExpired(exp, nowMs) && secondsLeft(exp, nowMs) <= REFRESH_WINDOW_SECONDS;
