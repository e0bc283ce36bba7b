/**
 * Checks an access token: its HS256 signature, expiry and not-before, and the claims every token
 * carries. A token found good is remembered until it expires (fast-jwt's cache, keyed by a hash
 * of the token), since a signed-in user sends the same token with every request and checking it
 * afresh was a tenth of a trivial request's time. Nothing remembered can go stale: a token's
 * signature and claims never change, and whatever can end it (the user's tokens ended, the
 * user deactivated, a role taken away) belongs to the principal, which every request checks
 * afresh (plugins/principalCache.ts). A token found bad is not remembered.
 */
import { createVerifier } from 'fast-jwt';
import type { SignedClaims } from './tokens';

/** Good tokens remembered at most (the least recently used goes first). */
const GOOD_TOKENS_KEPT = 10_000;

/** The claims of a good token, or null for a missing, malformed, forged, expired or not-yet-valid one. */
export type TokenVerifier = (token: string | null | undefined) => Readonly<Partial<SignedClaims>> | null;

export function tokenVerifier(secret: string): TokenVerifier {
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat', 'nbf', 'subscriberId', 'unique_name'],
    cache: GOOD_TOKENS_KEPT,
  });
  return (token) => {
    if (!token) return null;
    try {
      return verify(token) as Partial<SignedClaims>;
    } catch {
      return null;
    }
  };
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || !/^bearer /i.test(authorization)) return null;
  const token = authorization.slice(7);
  return token && !token.includes(' ') ? token : null;
}
