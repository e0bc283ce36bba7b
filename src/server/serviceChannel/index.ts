/**
 * Service Channel (issue 10): the subscriber's credentials (account settings serviceChannel),
 * each work order's sync state, the retry of a failed check-in or check-out, and the outbox
 * worker of this server process, started when the server is ready and stopped when it closes.
 *
 * - GET/PUT /api/v1/accountSettings/serviceChannel: canManageServiceChannel (write on Settings and Integration Credentials)
 * - GET /api/v1/serviceChannel/workOrders: canSeeServiceChannelSync (the orders with their sync state)
 * - GET /api/v1/serviceChannel/workOrders/:workOrderId/sync: canSeeServiceChannelSync
 * - POST /api/v1/serviceChannel/outbox/retry {id}: canRetryServiceChannelSync (office users)
 */
import {
  SERVICE_CHANNEL_RULES,
  SERVICE_CHANNEL_SETTINGS_SCHEMA,
  SERVICE_CHANNEL_SYNC_SCHEMA,
  outboxRetryBody,
  serviceChannelSettingsBody,
  workOrderIdParams,
} from '../../domain/serviceChannel/wire';
import { areaPlugin, type AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { egress } from '../integrations/egress';
import { configuredBox } from '../integrations/secretBox';
import { forgetServiceChannelTokens } from '../integrations/serviceChannel/client';
import { startOutboxDelivery, type OutboxWorker } from './delivery';
import { wakeServiceChannelOutbox } from './outbox';
import { readSettings, saveSettings } from './settings';
import { retryFailed, syncOf } from './sync';
import serviceChannelWorkOrderList from './workOrderList';

async function serviceChannelRoutes(app: AreaApp) {
  const { db } = app;
  const box = configuredBox(app.config);
  const manage = { requires: SERVICE_CHANNEL_RULES.canManageServiceChannel };
  const settingsResponse = { 200: SERVICE_CHANNEL_SETTINGS_SCHEMA };

  app.get(
    '/api/v1/accountSettings/serviceChannel',
    { config: manage, schema: { summary: 'Service Channel credentials of the subscriber; secrets are never answered, only hasClientSecret and hasPassword', response: settingsResponse } },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return readSettings(db, request.principal.subscriberId);
    },
  );

  app.put(
    '/api/v1/accountSettings/serviceChannel',
    {
      config: manage,
      schema: {
        summary: 'Saves the Service Channel credentials; a secret omitted or null is kept, "" removes it; the addresses default to the public hosts',
        body: serviceChannelSettingsBody,
        response: settingsResponse,
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const saved = await saveSettings(db, box, request.principal, request.body);
      forgetServiceChannelTokens();
      return saved;
    },
  );

  await app.register(serviceChannelWorkOrderList);

  app.get(
    '/api/v1/serviceChannel/workOrders/:workOrderId/sync',
    {
      config: { requires: SERVICE_CHANNEL_RULES.canSeeServiceChannelSync },
      schema: {
        summary: "The work order's Service Channel check-ins and check-outs: pending, delivered, or failed with the network's message",
        params: workOrderIdParams,
        response: { 200: SERVICE_CHANNEL_SYNC_SCHEMA, ...refusals(404) },
      },
    },
    async (request) => syncOf(db, request.principal, request.params.workOrderId),
  );

  app.post(
    '/api/v1/serviceChannel/outbox/retry',
    {
      config: { requires: SERVICE_CHANNEL_RULES.canRetryServiceChannelSync },
      schema: {
        summary: 'Sends a failed Service Channel check-in or check-out again now; answers the work order sync state (409 unless it failed)',
        body: outboxRetryBody,
        response: { 200: SERVICE_CHANNEL_SYNC_SCHEMA, ...refusals(404, 409) },
      },
    },
    async (request) => {
      const sync = await retryFailed(db, request.principal, request.body.id);
      wakeServiceChannelOutbox(db);
      return sync;
    },
  );

  let worker: OutboxWorker | null = null;
  app.addHook('onReady', async () => {
    worker = startOutboxDelivery({
      db,
      box,
      timeoutMs: app.config.integrationTimeoutMs,
      egress: egress(app.config.integrationAllowedHosts),
      retryBaseMs: app.config.outboxRetryBaseMs,
      pollMs: app.config.outboxPollMs,
      log: app.log,
    });
  });
  app.addHook('onClose', async () => {
    await worker?.stop();
  });
}

export default areaPlugin('serviceChannel', serviceChannelRoutes);
