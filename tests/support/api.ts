/**
 * Helpers for API tests: real HTTP against the server the global setup started.
 */
import { inject } from 'vitest';

export const DEMO_PASSWORD = 'fielddesk-demo';
/**
 * The server of this worker: each end-to-end worker has its own (tests/support/serverSetup.ts),
 * the API tests share one. VITEST_POOL_ID is 1 to maxWorkers and unique among running files.
 */
export const baseUrl = () => {
  const urls = inject('baseUrls');
  return urls[(Number(process.env.VITEST_POOL_ID ?? 1) - 1) % urls.length];
};

export interface ApiAnswer<T = any> {
  status: number;
  headers: Headers;
  body: T;
  text: string;
}

export async function call<T = any>(
  method: string,
  path: string,
  options: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiAnswer<T>> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let body: string | undefined = options.rawBody;
  if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  const response = await fetch(`${baseUrl()}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    /* not JSON: keep the text */
  }
  return { status: response.status, headers: response.headers, body: parsed as T, text };
}

const tokens = new Map<string, Promise<string>>();

/** A token for a user (cached per test file). */
export function tokenFor(userName: string, password = DEMO_PASSWORD): Promise<string> {
  const key = `${userName}:${password}`;
  if (!tokens.has(key)) {
    tokens.set(
      key,
      call<{ token: string }>('POST', '/api/v1/account/login', { body: { userName, password } }).then((r) => {
        if (r.status !== 200) throw new Error(`Sign-in of ${userName} answered ${r.status}: ${r.text}`);
        return r.body.token;
      }),
    );
  }
  return tokens.get(key)!;
}

/** Decodes a JWT payload without checking it (tests read the claims). */
export const claimsOf = (token: string) => JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8'));
