/**
 * A FieldDesk server of a files test's own (not a test file itself): disk storage under a scratch
 * data directory the test can read and alter, the demo company, its log lines, and the calls the
 * files tests make (an order with masterplumber on it, uploads, listings).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { createScratchDatabase, type ScratchDatabase } from '../../scripts/support/scratchDatabase';
import { loadConfig } from '../../src/server/config';
import { createServer, type RunningServer } from '../../src/server/server';
import { DEMO_PASSWORD } from '../support/api';
import { ownServerApi } from '../support/ownServerApi';
import { filesApi } from './filesHelpers';

export interface FilesTestServer {
  baseUrl: string;
  dataDir: string;
  server: RunningServer;
  logLines: string[];
  api: ReturnType<typeof ownServerApi>;
  files: ReturnType<typeof filesApi>;
  /** A new order of the demo customer Maple Street Diner, masterplumber assigned; its folder. */
  newFolder(problem: string): Promise<{ orderId: number; folder: string }>;
  close(): Promise<void>;
}

export async function startFilesTestServer(name: string, env: Record<string, string> = {}): Promise<FilesTestServer> {
  const scratch: ScratchDatabase = await createScratchDatabase(name);
  const logLines: string[] = [];
  const config = loadConfig({ ...process.env, ...env }, {
    port: 0,
    host: '127.0.0.1',
    dataDir: scratch.dataDir,
    databaseUrl: scratch.databaseUrl,
    jwtSecret: `${name}-test-secret-${randomUUID()}`,
    seedDemo: true,
    appDir: null,
    logLevel: 'info',
  });
  const server = await createServer(config, { logDestination: { write: (line) => void logLines.push(line) } });
  const baseUrl = await server.app.listen({ port: 0, host: '127.0.0.1' });
  const api = ownServerApi(baseUrl, DEMO_PASSWORD);
  let ids: Promise<{ customerId: number; plumberId: number }> | null = null;
  const idsOf = async () => {
    const admin = await api.tokenFor('superadmin');
    const customers = await api.call('GET', `/api/v1/resources/customers?filter=${encodeURIComponent(JSON.stringify({ name_contains: 'Maple Street Diner' }))}`, { token: admin });
    const users = await api.call('GET', `/api/v1/users?filter=${encodeURIComponent(JSON.stringify({ q: 'masterplumber' }))}&range=[0,99]`, { token: admin });
    return {
      customerId: customers.body.find((c: { name: string }) => c.name === 'Maple Street Diner').id as number,
      plumberId: users.body.find((u: { userName: string }) => u.userName === 'masterplumber').id as number,
    };
  };
  return {
    baseUrl,
    dataDir: scratch.dataDir,
    server,
    logLines,
    api,
    files: filesApi(baseUrl),
    async newFolder(problem) {
      const { customerId, plumberId } = await (ids ??= idsOf());
      const created = await api.call('POST', '/api/v1/workOrders', { token: await api.tokenFor('servicemanager'), body: { customerId, problem, technicianIds: [plumberId] } });
      expect(created.status, created.text).toBe(201);
      return { orderId: created.body.id, folder: `workOrders/${created.body.id}` };
    },
    async close() {
      await server.close();
      await scratch.drop();
    },
  };
}
