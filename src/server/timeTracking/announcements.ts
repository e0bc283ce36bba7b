/**
 * What a committed clock change tells the live screens: the team leader's map and board (the
 * technician's status) and the work-order grids (the orders). It is sent after the answer; the
 * clock request does not wait for it. Changes committed while earlier ones are being sent go
 * out together, in one publish, and the readers of a subscriber's orders are read once for all
 * of them; each change keeps its own events and audience (workOrders/events.ts).
 */
import type { FastifyInstance } from 'fastify';
import type { HubEvent } from '../hubs/broker';
import { userStatusEvents } from '../users/userStatusChange';
import { workOrderChangeEvents } from '../workOrders/events';

export interface ClockChange {
  subscriberId: number;
  /** The technician whose labor changed. */
  technicianId: number;
  workOrderIds: number[];
}

export interface ClockAnnouncer {
  announce(change: ClockChange): void;
  /** Resolves once every change announced so far is sent (the server waits for it on close). */
  drained(): Promise<void>;
}

export function clockAnnouncer(app: FastifyInstance): ClockAnnouncer {
  let pending: ClockChange[] = [];
  let sending: Promise<void> | null = null;

  const sendBatch = async (batch: ClockChange[]) => {
    const subscribers = new Map<number, ClockChange[]>();
    for (const change of batch) subscribers.set(change.subscriberId, [...(subscribers.get(change.subscriberId) ?? []), change]);
    const events: HubEvent[] = [];
    for (const [subscriberId, changes] of subscribers) {
      for (const change of changes) events.push(...userStatusEvents(subscriberId, change.technicianId));
      events.push(...(await workOrderChangeEvents(app, subscriberId, changes.map((change) => change.workOrderIds))));
    }
    await app.hubs.publishAll(events);
  };

  const sendPending = async () => {
    while (pending.length) {
      const batch = pending;
      pending = [];
      await sendBatch(batch).catch((error: unknown) => app.log.error({ err: error }, 'Announcing clock changes failed'));
    }
    sending = null;
  };

  return {
    announce(change) {
      pending.push(change);
      sending ??= new Promise<void>((resolve) => setImmediate(resolve)).then(sendPending);
    },
    async drained() {
      await sending;
    },
  };
}
