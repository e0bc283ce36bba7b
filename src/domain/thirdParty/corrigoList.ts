/**
 * The /third-party/corrigo page's list (GET CorrigoWorkOrders/linked): the subscriber's work
 * orders linked to Corrigo, newest first, and whether Corrigo credentials are set so the page can
 * send an administrator to Third Party Settings before an import would fail.
 */
import { boolean, complete, integer, listOf, nullable, string } from '../answerSchemas';

/** The most orders one answer carries; the page says when there are more. */
export const CORRIGO_LINKED_LIMIT = 500;

export interface CorrigoLinkedWorkOrder {
  workOrderId: number;
  workOrderNumber: string;
  customerName: string;
  corrigoWorkOrderId: number;
  corrigoStatus: string | null;
  isCorrigoWorkOrderCheckedIn: boolean;
}

export interface CorrigoLinkedWorkOrders {
  hasCredentials: boolean;
  total: number;
  workOrders: CorrigoLinkedWorkOrder[];
}

export const CORRIGO_LINKED_SCHEMA = complete({
  hasCredentials: boolean,
  total: integer,
  workOrders: listOf({
    workOrderId: integer,
    workOrderNumber: string,
    customerName: string,
    corrigoWorkOrderId: integer,
    corrigoStatus: nullable('string'),
    isCorrigoWorkOrderCheckedIn: boolean,
  }),
});
