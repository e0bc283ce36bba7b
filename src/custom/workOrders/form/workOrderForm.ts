/**
 * The fields of a work order as its create and edit forms hold them, the checks made before
 * sending (the server repeats them) and the request they become.
 */
import { PROBLEM_MAX, WORK_ORDER_STATUS, type WorkOrder } from '../../../domain/workOrders/orders';
import { SITE_ADDRESS_MAX, type WorkOrderInput } from '../../../domain/workOrders/wire';
import type { FieldErrors } from '../../../ui/form/fieldErrors';
import { refusedMessage, savedAmount, type CurrencyValue } from '../../../ui/form/CurrencyField';

export { SITE_ADDRESS_MAX };

export interface WorkOrderFormValues {
  customerId: number | null;
  billingCustomerId: number | null;
  siteAddress: string;
  problem: string;
  statusId: number;
  flagId: number | null;
  classId: number | null;
  baseCityId: number | null;
  nteAmount: CurrencyValue;
  technicianIds: number[];
}

export const emptyWorkOrderForm = (): WorkOrderFormValues => ({
  customerId: null,
  billingCustomerId: null,
  siteAddress: '',
  problem: '',
  statusId: WORK_ORDER_STATUS.N_A,
  flagId: null,
  classId: null,
  baseCityId: null,
  nteAmount: null,
  technicianIds: [],
});

export const formValuesOf = (order: WorkOrder): WorkOrderFormValues => ({
  customerId: order.customerId,
  billingCustomerId: order.billingCustomerId,
  siteAddress: order.siteAddress,
  problem: order.problem,
  statusId: order.statusId,
  flagId: order.flagId,
  classId: order.classId,
  baseCityId: order.baseCityId,
  nteAmount: order.nteAmount,
  technicianIds: order.technicians.map((t) => t.technicianId),
});

export function workOrderFormErrors(values: WorkOrderFormValues): FieldErrors {
  const errors: FieldErrors = {};
  if (values.customerId === null) errors.customerId = 'Customer is required.';
  if (!values.problem.trim()) errors.problem = 'Problem is required.';
  else if (values.problem.length > PROBLEM_MAX) errors.problem = `Problem takes at most ${PROBLEM_MAX} characters.`;
  const nte = refusedMessage(values.nteAmount);
  if (nte) errors.nteAmount = nte;
  if (values.siteAddress.length > SITE_ADDRESS_MAX) errors.siteAddress = `Site Address takes at most ${SITE_ADDRESS_MAX} characters.`;
  return errors;
}

/** The request body; an empty site address or billing customer lets the server default them from the customer. */
export function workOrderInputOf(values: WorkOrderFormValues): WorkOrderInput {
  return {
    customerId: values.customerId!,
    billingCustomerId: values.billingCustomerId,
    siteAddress: values.siteAddress.trim() || undefined,
    problem: values.problem.trim(),
    statusId: values.statusId,
    flagId: values.flagId,
    classId: values.classId,
    baseCityId: values.baseCityId,
    nteAmount: savedAmount(values.nteAmount),
    technicianIds: values.technicianIds,
  };
}

/** A customer's address as the site address of its orders: "1200 Harbor Blvd, Oxnard, CA 93035". */
export function customerAddress(customer: { siteAddress?: unknown; city?: unknown; state?: unknown; zipCode?: unknown }): string {
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const region = [text(customer.state), text(customer.zipCode)].filter(Boolean).join(' ');
  return [text(customer.siteAddress), text(customer.city), region].filter(Boolean).join(', ');
}
