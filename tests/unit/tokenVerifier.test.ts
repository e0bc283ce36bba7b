import { createSigner } from 'fast-jwt';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { tokenVerifier } from '../../src/server/account/tokenVerifier';

const SECRET = 'a-test-secret-of-enough-length-for-hs256';
const sign = (claims: Record<string, unknown>, key = SECRET) => createSigner({ key, algorithm: 'HS256' })(claims);

function claimsFor(nbfSeconds: number, expSeconds: number) {
  return { subscriberId: '1', unique_name: '7', iat: nbfSeconds, nbf: nbfSeconds, exp: expSeconds };
}

describe('the access token verifier', () => {
  afterEach(() => vi.useRealTimers());

  it('answers a good token, from memory on later requests, until its expiry moment and not after', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    const token = sign(claimsFor(now, now + 60));
    const verify = tokenVerifier(SECRET);

    expect(verify(token)).toMatchObject({ unique_name: '7', exp: now + 60 });
    vi.setSystemTime((now + 60) * 1000);
    expect(verify(token)?.unique_name).toBe('7');
    vi.setSystemTime((now + 60) * 1000 + 1);
    expect(verify(token)).toBeNull();
    vi.setSystemTime(now * 1000);
    expect(verify(token)?.unique_name, 'checked afresh once it was found expired, not remembered as bad').toBe('7');
  });

  it('refuses a token before its not-before moment, and answers it from then on', () => {
    vi.useFakeTimers({ now: new Date('2026-11-29T08:00:00Z') });
    const now = Math.floor(Date.now() / 1000);
    const token = sign(claimsFor(now + 30, now + 90));
    const verify = tokenVerifier(SECRET);

    expect(verify(token)).toBeNull();
    vi.setSystemTime((now + 30) * 1000);
    expect(verify(token)?.unique_name).toBe('7');
  });

  it('refuses a forged, a malformed or a missing token, and one lacking a claim every token carries', () => {
    const now = Math.floor(Date.now() / 1000);
    const verify = tokenVerifier(SECRET);
    const good = sign(claimsFor(now, now + 60));
    const [header, payload] = good.split('.');

    expect(verify(sign(claimsFor(now, now + 60), 'another-secret-of-enough-length-for-hs256'))).toBeNull();
    expect(verify(`${header}.${payload}.not-the-signature`)).toBeNull();
    expect(verify('not.a.token')).toBeNull();
    expect(verify(null)).toBeNull();
    expect(verify(sign({ unique_name: '7', iat: now, nbf: now, exp: now + 60 }))).toBeNull();
    expect(verify(good)?.subscriberId).toBe('1');
  });
});
