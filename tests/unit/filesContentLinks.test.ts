import { describe, expect, it } from 'vitest';
import { CONTENT_LINK_SECONDS, contentToken, contentUrl, verifyContentToken } from '../../src/server/files/contentLinks';

const SECRET = 'a-secret-long-enough-for-hs256-signing';
const claims = { s: 3, u: 15, p: 'workorders/12/roof.jpg', f: '6f1c2a4e-8d55-4d2c-9a43-0c3c1f0b7e21', v: 2 };

describe('content tokens', () => {
  it('carry their subscriber, user, path, file id and version, and end after 15 minutes', () => {
    const token = contentToken(SECRET, claims, 1_000);
    expect(verifyContentToken(SECRET, token, 1_000)).toEqual({ ...claims, iat: 1_000, exp: 1_000 + CONTENT_LINK_SECONDS });
    expect(verifyContentToken(SECRET, token, 1_000 + CONTENT_LINK_SECONDS - 1)).not.toBeNull();
    expect(verifyContentToken(SECRET, token, 1_000 + CONTENT_LINK_SECONDS)).toBeNull();
  });

  it('are refused when signed with another secret, changed, or malformed', () => {
    const token = contentToken(SECRET, claims, 1_000);
    expect(verifyContentToken(`${SECRET}-other`, token, 1_000)).toBeNull();
    const [payload, signature] = token.split('.');
    const changed = Buffer.from(JSON.stringify({ ...claims, s: 4, iat: 1_000, exp: 2_000 })).toString('base64url');
    expect(verifyContentToken(SECRET, `${changed}.${signature}`, 1_000)).toBeNull();
    for (const bad of ['', payload, `${payload}.`, `${payload}.${signature}.x`, 'a.b']) expect(verifyContentToken(SECRET, bad, 1_000)).toBeNull();
  });

  it('are no JWT: a session token signed with the same secret is not one', () => {
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    expect(verifyContentToken(SECRET, `${header}.${contentToken(SECRET, claims, 1_000)}`, 1_000)).toBeNull();
  });

  it('make links with the path and token escaped', () => {
    expect(contentUrl('workOrders/12/Roof unit.jpg', 'a.b', true)).toBe('/api/Files/Content?path=workOrders%2F12%2FRoof%20unit.jpg&token=a.b&thumbnail=true');
  });
});
