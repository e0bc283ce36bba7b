/**
 * The /third-party/service-channel page's list (GET serviceChannel/workOrders): the subscriber's
 * Service Channel orders the caller may see, newest first, each with its sync state.
 */
import { complete, integer, string } from '../answerSchemas';
import { SERVICE_CHANNEL_SYNC_SCHEMA, type ServiceChannelSync } from './wire';

/** The most orders one answer carries; the page says when there are more. */
export const SERVICE_CHANNEL_LIST_LIMIT = 500;

export interface ServiceChannelWorkOrder extends ServiceChannelSync {
  workOrderNumber: string;
  customerName: string;
}

export interface ServiceChannelWorkOrders {
  total: number;
  workOrders: ServiceChannelWorkOrder[];
}

const sync = SERVICE_CHANNEL_SYNC_SCHEMA;
export const SERVICE_CHANNEL_LIST_SCHEMA = complete({
  total: integer,
  workOrders: {
    type: 'array',
    items: { ...sync, required: [...sync.required, 'workOrderNumber', 'customerName'], properties: { ...sync.properties, workOrderNumber: string, customerName: string } },
  },
});
