import { describe, expect, it } from 'vitest';
import { call } from '../support/api';

describe('GET /api/health', () => {
  it('answers ok, names the database in use, and is no longer warming once every route schema is compiled', async () => {
    const answer = await call('GET', '/api/health');
    expect(answer.status).toBe(200);
    // The test servers compile every schema before the tests start (serverSetup.ts).
    expect(answer.body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite', hubConnections: expect.any(Number), warming: false });
  });
});
