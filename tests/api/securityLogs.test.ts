/**
 * No token, password or secret reaches the log. Starts FieldDesk as `npm start` does (its own
 * PGlite database, logs at debug on stdout), signs in, connects to a hub the way the browser
 * does (the token in the query string), changes a password, and reads every log line.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import WebSocket from 'ws';

const SECRET = `log-test-secret-${Date.now()}-with-enough-characters`;
const dataDir = mkdtempSync(path.join(tmpdir(), 'fielddesk-logs-'));
let server: ChildProcess;
let output = '';
let base = '';

beforeAll(async () => {
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, DATABASE_URL: '', JWT_SECRET: SECRET, LOG_LEVEL: 'debug', SEED_DEMO: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (chunk) => (output += chunk));
  server.stderr!.on('data', (chunk) => (output += chunk));
  base = await new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const listening = /"msg":"Server listening at (http:\/\/127\.0\.0\.1:\d+)"/.exec(output);
      if (listening) {
        clearInterval(timer);
        resolve(listening[1]);
      }
    }, 100);
    server.on('exit', (code) => reject(new Error(`The server stopped (${code}): ${output}`)));
  });
}, 120_000);

afterAll(async () => {
  server?.kill('SIGTERM');
  await new Promise((resolve) => server?.once('exit', resolve));
  rmSync(dataDir, { recursive: true, force: true });
});

const post = async (url: string, body: unknown, token?: string) => {
  const response = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json() };
};

it('logs requests without the tokens, passwords or the signing secret', async () => {
  const wrong = await post('/api/v1/account/login', { userName: 'customer', password: 'a-wrong-password-77' });
  expect(wrong.status).toBe(400);
  const signIn = await post('/api/v1/account/login', { userName: 'customer', password: 'fielddesk-demo' });
  expect(signIn.status).toBe(200);
  const token: string = signIn.body.token;

  const negotiated = await fetch(`${base}/hubs/FieldDeskHub/negotiate?negotiateVersion=1&access_token=${token}`, { method: 'POST' });
  expect(negotiated.status).toBe(200);
  const { connectionToken } = (await negotiated.json()) as { connectionToken: string };
  const socket = new WebSocket(`${base.replace('http', 'ws')}/hubs/FieldDeskHub?id=${encodeURIComponent(connectionToken)}&access_token=${token}`);
  await new Promise<void>((resolve, reject) => {
    socket.on('open', () => socket.send('{"protocol":"json","version":1}\u001e'));
    socket.on('message', () => resolve());
    socket.on('error', reject);
  });
  socket.close();

  const changed = await post('/api/v1/account/changePassword', { currentPassword: 'fielddesk-demo', newPassword: 'a-new-password-88' }, token);
  expect(changed.status).toBe(200);
  expect((await post('/api/v1/account/validateUser', {}, token)).status).toBe(401);
  await new Promise((resolve) => setTimeout(resolve, 300)); // the last lines reach stdout

  expect(output).toMatch(/"url":"\/hubs\/FieldDeskHub\?[^"]*access_token=\[redacted\]/);
  const secrets = { token, newToken: changed.body.token, connectionToken, 'the demo password': 'fielddesk-demo', 'a wrong password': 'a-wrong-password-77', 'the new password': 'a-new-password-88', 'the signing secret': SECRET };
  for (const [label, secret] of Object.entries(secrets)) {
    expect(output.includes(secret), `${label} is in the log`).toBe(false);
    expect(output.includes(encodeURIComponent(secret)), `${label} (URL-encoded) is in the log`).toBe(false);
  }
  expect(output).not.toMatch(/Bearer /);
});
