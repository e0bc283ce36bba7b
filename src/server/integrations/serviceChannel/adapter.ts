/**
 * Service Channel behind the network-neutral interface (integrations/network.ts), for what
 * every network offers: listing and fetching work orders, changing a status, checking in and
 * out. Statuses travel as Service Channel writes them, "PRIMARY" or "PRIMARY / EXTENDED".
 * The clock flow's check-ins and check-outs carry more (the technician count, the stop
 * dialog's statuses): the outbox calls the client (client.ts) directly.
 */
import type { Egress } from '../egress';
import { randomUUID } from 'node:crypto';
import type { CheckOut, StatusChange, WorkOrderNetwork } from '../network';
import { NETWORK, serviceChannelClient, type ServiceChannelCredentials } from './client';

const splitStatus = (status: string) => {
  const [primary, ...extended] = status.split('/').map((part) => part.trim());
  return { primary, extended: extended.join(' / ') || null };
};

export function serviceChannelNetwork(credentials: ServiceChannelCredentials, options: { timeoutMs: number; egress: Egress }): WorkOrderNetwork {
  const client = serviceChannelClient(credentials, options);
  const now = () => new Date().toISOString();
  return {
    name: NETWORK,
    listWorkOrders: () => client.listWorkOrders(),
    fetchWorkOrders: (networkIds) => Promise.all(networkIds.map((id) => client.fetchWorkOrder(id))),
    async changeStatus(change: StatusChange) {
      await client.changeStatus(change.networkId, { ...splitStatus(change.status), note: change.comment || null });
    },
    async checkIn(change) {
      await client.checkIn(change.networkId, { techsCount: 1, location: change.location, at: now() }, randomUUID());
    },
    async checkOut(checkOut: CheckOut) {
      const { primary, extended } = splitStatus(checkOut.status);
      await client.checkOut(checkOut.networkId, { techsCount: 1, location: checkOut.location, at: now(), primaryStatus: primary, extendedStatus: extended }, randomUUID());
    },
  };
}
