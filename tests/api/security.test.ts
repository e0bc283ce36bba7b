import { beforeAll, describe, expect, it } from 'vitest';
import { call, claimsOf, tokenFor } from '../support/api';
import { FRESH_PASSWORD, freshUser } from '../support/freshUsers';
import { OTHER_PASSWORD } from '../support/otherTenant';
import { expectUnauthorized, nowSeconds, signJwt, signWithServerSecret } from './helpers';

// The forged tokens are built on masterplumber's claims, which no file changes; the user this
// file deactivates is its own (freshUser).
let superAdmin: string;
let masterPlumber: string;
let baseClaims: Record<string, any>;

beforeAll(async () => {
  [superAdmin, masterPlumber] = await Promise.all([tokenFor('superadmin'), tokenFor('masterplumber')]);
  baseClaims = claimsOf(masterPlumber);
});

const statusOfMasterPlumber = async () => (await call('GET', '/api/v1/user/getUserStatus', { token: masterPlumber })).body;
const SICK = 10;

describe('tokens the API refuses (401 {message}, nothing changed)', () => {
  const variants: Array<[string, () => Record<string, string>]> = [
    ['no Authorization header', () => ({})],
    ['an empty bearer', () => ({ authorization: 'Bearer ' })],
    ['a garbage token', () => ({ authorization: 'Bearer not.a.token' })],
    ['a token that is not a JWT at all', () => ({ authorization: 'Bearer 12345' })],
    ['another scheme', () => ({ authorization: `Basic ${Buffer.from('masterplumber:fielddesk-demo').toString('base64')}` })],
    ['a token signed with another secret', () => ({ authorization: `Bearer ${signJwt(baseClaims, 'some-other-secret')}` })],
    ['an unsigned token (alg none)', () => ({ authorization: `Bearer ${signJwt(baseClaims, '', { alg: 'none', typ: 'JWT' })}` })],
    [
      'a token with a changed payload and the original signature',
      () => {
        const [header, , signature] = masterPlumber.split('.');
        const payload = Buffer.from(JSON.stringify({ ...baseClaims, roles: 'Super Admin', roleIds: '5' })).toString('base64url');
        return { authorization: `Bearer ${header}.${payload}.${signature}` };
      },
    ],
    [
      'an expired token',
      () => ({ authorization: `Bearer ${signWithServerSecret({ ...baseClaims, iat: nowSeconds() - 7200, nbf: nowSeconds() - 7200, exp: nowSeconds() - 60 })}` }),
    ],
    [
      'a token not valid yet (nbf in the future)',
      () => ({ authorization: `Bearer ${signWithServerSecret({ ...baseClaims, iat: nowSeconds(), nbf: nowSeconds() + 3600, exp: nowSeconds() + 7200 })}` }),
    ],
    [
      'a token without exp',
      () => {
        const { exp: _exp, ...claims } = baseClaims;
        return { authorization: `Bearer ${signWithServerSecret(claims)}` };
      },
    ],
    [
      'a token naming a user that does not exist',
      () => ({ authorization: `Bearer ${signWithServerSecret({ ...baseClaims, unique_name: '999999' })}` }),
    ],
    [
      'a token whose user id is not a number',
      () => ({ authorization: `Bearer ${signWithServerSecret({ ...baseClaims, unique_name: 'masterplumber' })}` }),
    ],
  ];

  it('accepts a token signed the same way with the real secret (the forgeries below differ only where named)', async () => {
    const token = signWithServerSecret({ ...baseClaims, iat: nowSeconds(), nbf: nowSeconds() - 5, exp: nowSeconds() + 600 });
    const answer = await call('POST', '/api/v1/account/validateUser', { token });
    expect(answer.status).toBe(200);
    expect(answer.body.userName).toBe('masterplumber');
  });

  it.each(variants)('refuses %s', async (_label, headers) => {
    expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { headers: headers() }));
    expectUnauthorized(await call('GET', `/api/v1/user/updatestatus/${SICK}`, { headers: headers() }));
    expectUnauthorized(await call('POST', '/api/v1/account/refreshToken', { headers: headers() }));
  });

  it.each([
    ['a subscriber id that is a list', { subscriberId: [1] }],
    ['a subscriber id that is a number, not text', { subscriberId: 1 }],
    ['a user id with SQL in it', { unique_name: '4 or 1=1' }],
    ['a 20-digit user id', { unique_name: '12345678901234567890' }],
    ['a user id past the integer range', { unique_name: '2147483648' }],
    ['a negative user id', { unique_name: '-4' }],
    ['a user id that is not whole', { unique_name: '4.5' }],
    ['a user id with a leading zero', { unique_name: '04' }],
    ['an iat that is text', { iat: String(nowSeconds()) }],
    ['a user name that is an object', { userName: { name: 'masterplumber' } }],
    ['a sign-in time after the issue time', { auth_time: nowSeconds() + 60 }],
  ])('refuses (401, never 400) a signed token with %s', async (_label, claims) => {
    const token = signWithServerSecret({ ...baseClaims, iat: nowSeconds(), nbf: nowSeconds() - 5, exp: nowSeconds() + 600, ...claims });
    expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { token }));
    expectUnauthorized(await call('GET', '/api/v1/users/1', { token }));
    expectUnauthorized(await call('POST', '/hubs/TeamLeaderHub/negotiate', { token }));
  });

  it('refuses a token from the second it expires, though it was accepted before; accepts one from the second it becomes valid, though it was refused before', async () => {
    // The server remembers tokens it found good (account/tokenVerifier.ts): never past their exp.
    const start = nowSeconds();
    const expiring = signWithServerSecret({ ...baseClaims, iat: start, nbf: start - 5, exp: start + 2 });
    const notYet = signWithServerSecret({ ...baseClaims, iat: start, nbf: start + 2, exp: start + 600 });
    const validate = (token: string) => call('POST', '/api/v1/account/validateUser', { token });
    expect((await validate(expiring)).status).toBe(200);
    expectUnauthorized(await validate(notYet));
    await new Promise((resolve) => setTimeout(resolve, (start + 3) * 1000 - Date.now()));
    expectUnauthorized(await validate(expiring));
    expect((await validate(notYet)).status).toBe(200);
  });

  it('refuses a token passed in the query string', async () => {
    expectUnauthorized(await call('GET', `/api/v1/user/getUserStatus?access_token=${masterPlumber}`));
  });

  it('none of the refused calls changed the status', async () => {
    expect(await statusOfMasterPlumber()).toMatchObject({ userStatusId: 3, userStatus: 'Available' });
    expect((await call('GET', `/api/v1/user/isTimeSheetEntryAlreadyExists/${SICK}`, { token: masterPlumber })).body).toBe(false);
  });

  it('refuses the still-valid token of a user who was deactivated, and changes nothing', async () => {
    const { id: userId, userName, token } = await freshUser('deactivated', ['Filtration Installer']);
    const superAdmin = await tokenFor('crestline-superadmin', OTHER_PASSWORD);
    expect((await call('POST', '/api/v1/account/validateUser', { token })).status).toBe(200);
    const before = (await call('GET', `/api/v1/users/${userId}`, { token: superAdmin })).body;
    const body = ({ isActive, version }: { isActive: boolean; version: number }) => ({
      firstName: before.firstName,
      lastName: before.lastName,
      email: before.email,
      roleIds: before.roleIds,
      isActive,
      version,
    });
    const deactivated = await call('PUT', `/api/v1/users/${userId}`, { token: superAdmin, body: body({ isActive: false, version: before.version }) });
    expect(deactivated.status).toBe(200);
    try {
      expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { token }));
      expectUnauthorized(await call('GET', `/api/v1/user/updatestatus/${SICK}`, { token }));
      expectUnauthorized(await call('POST', '/api/v1/account/refreshToken', { token }));
      const signIn = await call('POST', '/api/v1/account/login', { body: { userName, password: FRESH_PASSWORD } });
      expect(signIn).toMatchObject({ status: 400, body: { title: 'Invalid user name or password.' } });
      const after = (await call('GET', `/api/v1/users/${userId}`, { token: superAdmin })).body;
      expect(after).toMatchObject({ isActive: false, userStatusId: before.userStatusId, userStatus: before.userStatus });
    } finally {
      const reactivated = await call('PUT', `/api/v1/users/${userId}`, {
        token: superAdmin,
        body: body({ isActive: true, version: deactivated.body.version }),
      });
      expect(reactivated.status).toBe(200);
    }
    // Deactivating ended the token for good: active again, the user signs in anew.
    expectUnauthorized(await call('POST', '/api/v1/account/validateUser', { token }));
    const again = await call('POST', '/api/v1/account/login', { body: { userName, password: FRESH_PASSWORD } });
    expect((await call('POST', '/api/v1/account/validateUser', { token: again.body.token })).status).toBe(200);
  });
});

describe('every protected route answers 401 without a token', () => {
  it('lists the /api/v1 routes from the OpenAPI document and calls each one', async () => {
    const docs = await call('GET', '/api/docs/json', { token: superAdmin });
    expect(docs.status).toBe(200);
    const routes: Array<[string, string]> = [];
    for (const [path, operations] of Object.entries<Record<string, unknown>>(docs.body.paths)) {
      if (!path.startsWith('/api/v1/') || path === '/api/v1/account/login') continue;
      for (const method of Object.keys(operations)) {
        if (['get', 'post', 'put', 'patch', 'delete'].includes(method)) routes.push([method.toUpperCase(), path.replace(/\{[^}]+\}/g, '1')]);
      }
    }
    expect(routes.length).toBeGreaterThanOrEqual(14);
    expect(routes).toContainEqual(['GET', '/api/v1/users']);
    expect(routes).toContainEqual(['PUT', '/api/v1/permissions/roles/1']);

    const failures: string[] = [];
    for (const [method, path] of routes) {
      const body = method === 'GET' || method === 'DELETE' ? undefined : {};
      for (const headers of [{}, { authorization: 'Bearer garbage' }] as Array<Record<string, string>>) {
        const answer = await call(method, path, { body, headers });
        const ok = answer.status === 401 && typeof answer.body?.message === 'string' && Object.keys(answer.body).length === 1;
        if (!ok) failures.push(`${method} ${path} ${JSON.stringify(headers)} -> ${answer.status} ${answer.text}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('the sign-in route itself needs no token', async () => {
    expect((await call('POST', '/api/v1/account/login', { body: { userName: 'masterplumber', password: 'fielddesk-demo' } })).status).toBe(200);
  });
});

describe('security headers', () => {
  const directives = (csp: string | null) =>
    new Map(
      (csp ?? '')
        .split(';')
        .map((d) => d.trim().split(/\s+/))
        .filter((parts) => parts[0])
        .map(([name, ...values]) => [name.toLowerCase(), values] as const),
    );

  const answers = async () => ({
    'an API answer': await call('GET', '/api/health'),
    'an authenticated API answer': await call('GET', '/api/v1/user/userStatuses', { token: masterPlumber }),
    'a 401': await call('GET', '/api/v1/user/userStatuses'),
    'a 404 for /': await call('GET', '/'),
    'a 404 for an unknown API path': await call('GET', '/api/v1/nothing-here'),
  });

  it('every answer forbids sniffing and framing and allows scripts from this origin only', async () => {
    for (const [label, answer] of Object.entries(await answers())) {
      expect(answer.headers.get('x-content-type-options'), label).toBe('nosniff');
      expect(answer.headers.get('x-frame-options'), label).toBe('DENY');
      const csp = directives(answer.headers.get('content-security-policy'));
      expect(csp.get('script-src'), label).toContain("'self'");
      expect(csp.get('script-src'), label).not.toContain("'unsafe-inline'");
      expect(csp.get('script-src'), label).not.toContain("'unsafe-eval'");
      expect(csp.get('frame-ancestors'), label).toEqual(["'none'"]);
      expect(csp.get('default-src'), label).toEqual(["'self'"]);
      expect(csp.get('object-src'), label).toEqual(["'none'"]);
    }
  });

  it('no answer of the API is kept in a cache: Cache-Control no-store', async () => {
    const signIn = await call('POST', '/api/v1/account/login', { body: { userName: 'masterplumber', password: 'fielddesk-demo' } });
    const own = await call('POST', '/api/v1/account/validateUser', { token: masterPlumber });
    const users = await call('GET', '/api/v1/users', { token: superAdmin });
    const hub = await call('POST', '/hubs/TeamLeaderHub/negotiate', { token: masterPlumber });
    for (const [label, answer] of Object.entries({ ...(await answers()), 'a sign-in': signIn, 'the signed-in user': own, 'the users list': users, 'a hub negotiate': hub })) {
      if (label === 'a 404 for /') continue; // not the API (the app's pages are cached as files)
      expect(answer.headers.get('cache-control'), label).toBe('no-store');
    }
  });

  it('sends no Strict-Transport-Security over plain HTTP', async () => {
    for (const [label, answer] of Object.entries(await answers())) {
      expect(answer.headers.get('strict-transport-security'), label).toBeNull();
    }
  });

  it('sends Strict-Transport-Security when the proxy says the request came over HTTPS', async () => {
    for (const path of ['/api/health', '/', '/api/v1/nothing-here']) {
      const answer = await call('GET', path, { headers: { 'x-forwarded-proto': 'https' } });
      const hsts = answer.headers.get('strict-transport-security');
      expect(hsts, path).toMatch(/max-age=(\d+)/);
      expect(Number(/max-age=(\d+)/.exec(hsts!)![1])).toBeGreaterThanOrEqual(31_536_000);
    }
  });
});

describe('error answers', () => {
  it('an unknown /api path answers 404 JSON {message}, with or without a token', async () => {
    for (const [method, path, token] of [
      ['GET', '/api/v1/nothing-here', undefined],
      ['POST', '/api/v1/nothing-here', masterPlumber],
      ['GET', '/api/nothing', undefined],
      ['DELETE', '/api/v1/users', masterPlumber],
    ] as const) {
      const answer = await call(method, path, { token });
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
      expect(answer.body).toEqual({ message: expect.any(String) });
    }
  });

  it('never carry a stack trace or SQL, whatever went wrong', async () => {
    const admin = await tokenFor('admin');
    const answers = [
      await call('POST', '/api/v1/account/login', { rawBody: '{"userName":', headers: { 'content-type': 'application/json' } }),
      await call('POST', '/api/v1/account/login', { body: { userName: { $ne: null }, password: "' or 1=1 --" } }),
      await call('POST', '/api/v1/account/login', { body: { userName: "admin' --", password: "' or '1'='1" } }),
      await call('GET', '/api/v1/users/99999999999', { token: admin }),
      await call('GET', '/api/v1/account/userRolesPermissions/99999999999', { token: admin }),
      await call('GET', '/api/v1/user/isTimeSheetEntryAlreadyExists/99999999999', { token: admin }),
      await call('GET', `/api/v1/users?range=${encodeURIComponent('[99999999999999999999,99999999999999999999]')}`, { token: admin }),
      await call('GET', `/api/v1/users?sort=${encodeURIComponent('["id; drop table users","ASC"]')}`, { token: admin }),
      await call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: "'; select * from users; --" }))}`, { token: admin }),
      await call('PUT', '/api/v1/users/1', { token: admin, body: { version: 99999999999 } }),
      await call('GET', '/api/v1/nothing-here'),
      await call('GET', '/api/v1/users'),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBeLessThan(500);
      expect(answer.text).not.toMatch(/\n\s+at |\bat .+:\d+:\d+|node_modules|\.ts:\d+/);
      expect(answer.text).not.toMatch(/\bselect\b.*\bfrom\b|\binsert into\b|\bupdate\b.*\bset\b|out of range for type|syntax error|relation "|column "/i);
      expect(answer.text).not.toMatch(/"stack"|"sql"|"query"/i);
    }
  });
});
