import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, recallUrl, rememberUrl, storeToken } from '../../src/ui/session/tokenStore';

const TECHNICIAN_ID = 7;
const PAYROLL_ID = 12;

/** A token as the server signs it, but for the signature, which the browser never checks. */
const tokenOf = (userId: number) => {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ unique_name: String(userId), subscriberId: '1', exp: 4_000_000_000 })}.signature`;
};

beforeEach(() => {
  const items = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  });
});

describe('the URL to return to after signing in', () => {
  it('is kept for the user whose token it was, also when a late check remembers it after the token was dropped', () => {
    storeToken(tokenOf(TECHNICIAN_ID));
    rememberUrl({ pathname: '/workOrder/mine', search: '?page=1' });
    clearToken();
    // A check already under way when the session ended remembers the page again, token gone.
    rememberUrl({ pathname: '/workOrder/mine', search: '?page=1&perPage=25' });
    expect(recallUrl(PAYROLL_ID)).toBeNull();
    expect(recallUrl(TECHNICIAN_ID)).toBe('/workOrder/mine?page=1&perPage=25');
  });
});
