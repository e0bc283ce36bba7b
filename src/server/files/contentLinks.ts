/**
 * Content links (spec §7.3: api/Files/Content with token and path). An <img src> cannot send an
 * Authorization header, so the link carries a token in its query. That token is not the user's
 * session token (which would then sit in browser history, logs and Referer headers): it is a
 * short-lived token good for one file of one subscriber, bound to the file's id and version (a
 * renamed, retagged, deleted or replaced file is not served through an older link, whatever name
 * it or another file has now), signed with a key derived from the server secret for this use
 * only, so it can never pass as a session token. Fetching with it still checks that its user is
 * active and may see the work order.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a content link works: a listing's links are read anew before this runs out. */
export const CONTENT_LINK_SECONDS = 15 * 60;
export const CONTENT_PATH = '/api/Files/Content';

export interface ContentClaims {
  /** Subscriber id. */
  s: number;
  /** User id of whom the link was made for. */
  u: number;
  /** path_lower of the file. */
  p: string;
  /** The file's id and its version when the link was made. */
  f: string;
  v: number;
  /** Issued at and expiry, seconds. */
  iat: number;
  exp: number;
}

const keyOf = (secret: string) => createHmac('sha256', secret).update('fielddesk:file-content-links:v2').digest();
const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export function contentToken(secret: string, claims: Omit<ContentClaims, 'iat' | 'exp'>, now = Math.floor(Date.now() / 1000)): string {
  const payload = Buffer.from(JSON.stringify({ ...claims, iat: now, exp: now + CONTENT_LINK_SECONDS })).toString('base64url');
  return `${payload}.${mac(secret, payload)}`;
}

/** The claims of a genuine, unexpired content token, else null. */
export function verifyContentToken(secret: string, token: string, now = Math.floor(Date.now() / 1000)): ContentClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(mac(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ContentClaims;
    const valid = Number.isSafeInteger(claims.s) && Number.isSafeInteger(claims.u) && typeof claims.p === 'string' && typeof claims.f === 'string' && Number.isSafeInteger(claims.v) && Number.isSafeInteger(claims.iat) && Number.isSafeInteger(claims.exp);
    return valid && claims.exp > now ? claims : null;
  } catch {
    return null;
  }
}

export const contentUrl = (pathDisplay: string, token: string, thumbnail = false) =>
  `${CONTENT_PATH}?path=${encodeURIComponent(pathDisplay)}&token=${encodeURIComponent(token)}${thumbnail ? '&thumbnail=true' : ''}`;
