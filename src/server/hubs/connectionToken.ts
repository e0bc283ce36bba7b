/**
 * Connection tokens handed out by negotiate. They are signed rather than stored, so the
 * WebSocket may land on any server process (no state in process memory).
 */
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';

export interface ConnectionClaims {
  hub: string;
  connectionId: string;
  subscriberId: number;
  userId: number;
  exp: number;
}

const CONNECT_WITHIN_SECONDS = 5 * 60;

const sign = (secret: string, payload: string) => createHmac('sha256', `hub:${secret}`).update(payload).digest('base64url');

export function issueConnectionToken(secret: string, hub: string, subscriberId: number, userId: number): ConnectionClaims & { token: string } {
  const claims: ConnectionClaims = {
    hub,
    connectionId: randomUUID(),
    subscriberId,
    userId,
    exp: Math.floor(Date.now() / 1000) + CONNECT_WITHIN_SECONDS,
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return { ...claims, token: `${payload}.${sign(secret, payload)}` };
}

/** The claims of a valid, unexpired token for this hub, or null. */
export function readConnectionToken(secret: string, hub: string, token: string): ConnectionClaims | null {
  const [payload, signature, ...rest] = token.split('.');
  if (!payload || !signature || rest.length) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as ConnectionClaims;
    if (claims.hub !== hub || claims.exp < Math.floor(Date.now() / 1000)) return null;
    return claims;
  } catch {
    return null;
  }
}
