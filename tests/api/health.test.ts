import { describe, expect, it } from 'vitest';
import { call } from '../support/api';

describe('GET /api/health', () => {
  it('answers ok and names the database in use', async () => {
    const answer = await call('GET', '/api/health');
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', db: process.env.DATABASE_URL ? 'postgres' : 'pglite', hubConnections: expect.any(Number) });
  });
});
