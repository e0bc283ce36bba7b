/**
 * Calls to a FieldDesk server a test file started itself (not the shared test server of
 * tests/support/api.ts): JSON in and out, and a token per user name, signed in once with the
 * tenant's password. `onAnswer` sees every answer's text (a test that no secret is ever answered).
 */
import { expect } from 'vitest';

export interface Answer<T = any> {
  status: number;
  body: T;
  text: string;
}

export function ownServerApi(baseUrl: string, password: string, onAnswer?: (text: string) => void) {
  async function call<T = any>(method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
    const headers: Record<string, string> = {};
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (options.body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${baseUrl}${path}`, { method, headers, body: options.body === undefined ? undefined : JSON.stringify(options.body) });
    const text = await response.text();
    onAnswer?.(text);
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      /* not JSON */
    }
    return { status: response.status, body: body as T, text };
  }
  const tokens = new Map<string, string>();
  async function tokenFor(userName: string): Promise<string> {
    if (!tokens.has(userName)) {
      const answer = await call<{ token: string }>('POST', '/api/v1/account/login', { body: { userName, password } });
      expect(answer.status, answer.text).toBe(200);
      tokens.set(userName, answer.body.token);
    }
    return tokens.get(userName)!;
  }
  return { call, tokenFor };
}

export type OwnServerApi = ReturnType<typeof ownServerApi>;
