/**
 * Checks an access token: its HS256 signature, expiry and not-before, and the claims every token
 * carries. A token found good is remembered, by the token itself, and answered from memory while
 * it is in force (between its not-before and its expiry), since a signed-in user sends the same
 * token with every request: checking it afresh was a tenth of a trivial request's time, and
 * fast-jwt's own cache hashed the token (SHA-256) at every lookup. Nothing remembered can go
 * stale: a token's signature and claims never change, and whatever can end it (the user's tokens
 * ended, the user deactivated, a role taken away) belongs to the principal, which every request
 * checks afresh (plugins/principalCache.ts). A token found bad is not remembered.
 */
import { createVerifier } from 'fast-jwt';
import type { SignedClaims } from './tokens';

/** Good tokens remembered at most (the one remembered first goes first). */
const GOOD_TOKENS_KEPT = 10_000;

type Claims = Readonly<Partial<SignedClaims>>;

/** The claims of a good token, or null for a missing, malformed, forged, expired or not-yet-valid one. */
export type TokenVerifier = (token: string | null | undefined) => Claims | null;

/** As fast-jwt judges a token: in force from its not-before moment up to and including its expiry moment. */
const inForce = (claims: Claims, now: number) => (claims.nbf ?? 0) * 1000 <= now && now <= (claims.exp ?? 0) * 1000;

export function tokenVerifier(secret: string): TokenVerifier {
  const verify = createVerifier({
    key: secret,
    algorithms: ['HS256'],
    requiredClaims: ['exp', 'iat', 'nbf', 'subscriberId', 'unique_name'],
  });
  const good = new Map<string, Claims>();
  return (token) => {
    if (!token) return null;
    const kept = good.get(token);
    if (kept && inForce(kept, Date.now())) return kept;
    good.delete(token);
    let claims: Claims;
    try {
      claims = verify(token) as Claims;
    } catch {
      return null;
    }
    if (good.size >= GOOD_TOKENS_KEPT) good.delete(good.keys().next().value!);
    good.set(token, claims);
    return claims;
  };
}

/** The token of an `Authorization: Bearer <token>` header (the scheme in any case), else null. */
export function bearerToken(authorization: string | undefined): string | null {
  if (!authorization || !/^bearer /i.test(authorization)) return null;
  const token = authorization.slice(7);
  return token && !token.includes(' ') ? token : null;
}
