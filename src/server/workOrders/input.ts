/**
 * From a valid body of create or update (WorkOrderInput, src/domain/workOrders/wire.ts) to
 * column values, with the defaults of a new order (billing customer
 * = the customer's, site = the customer's address, status N/A) and every reference checked.
 */
import type { Kysely, Selectable } from 'kysely';
import { WORK_ORDER_STATUS } from '../../domain/workOrders/orders';
import type { WorkOrderInput } from '../../domain/workOrders/wire';
import type { CustomersTable } from '../../generated/tables';
import type { Database } from '../db/schema';
import type { WorkOrdersTable } from '../db/workOrderTables';
import { orStored, toTwoDecimals } from './fields';
import { technicianErrors } from './fieldTechnicians';
import { assertReferences } from './references';

type CustomerRow = Pick<Selectable<CustomersTable>, 'id' | 'billing_customer_id' | 'site_address' | 'city' | 'state' | 'zip_code'>;

/** "1200 Harbor Blvd, Oxnard, CA 93035", as the demo orders write it. */
const customerAddress = (c: CustomerRow) =>
  [c.site_address, c.city, [c.state, c.zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');

export type WorkOrderValues = Pick<
  Selectable<WorkOrdersTable>,
  | 'customer_id'
  | 'billing_customer_id'
  | 'site_address'
  | 'problem'
  | 'status_id'
  | 'flag_id'
  | 'class_id'
  | 'base_city_id'
  | 'nte_amount'
  | 'customer_estimate_id'
  | 'service_channel_work_order_id'
  | 'corrigo_work_order_id'
>;

/** Column values of a valid body; `current` is the stored order of an update. 400 for a bad reference. */
export async function workOrderValues(
  db: Kysely<Database>,
  subscriberId: number,
  input: WorkOrderInput,
  current?: Selectable<WorkOrdersTable>,
): Promise<WorkOrderValues> {
  const problem = input.problem.trim();
  await assertReferences(
    db,
    subscriberId,
    [
      { field: 'customerId', table: 'customers', id: input.customerId, label: 'customer' },
      { field: 'billingCustomerId', table: 'customers', id: input.billingCustomerId, label: 'customer' },
      { field: 'statusId', table: 'work_order_statuses', id: input.statusId, label: 'work order status' },
      { field: 'flagId', table: 'work_order_flags', id: input.flagId, label: 'work order flag' },
      { field: 'classId', table: 'work_order_classes', id: input.classId, label: 'work order class' },
      { field: 'baseCityId', table: 'base_cities', id: input.baseCityId, label: 'base city' },
    ],
    {
      ...(problem ? {} : { problem: ['The problem field is required.'] }),
      ...(await technicianErrors(db, subscriberId, input.technicianIds, current?.id)),
    },
  );
  const customer = await db
    .selectFrom('customers')
    .select(['id', 'billing_customer_id', 'site_address', 'city', 'state', 'zip_code'])
    .where('subscriber_id', '=', subscriberId)
    .where('id', '=', input.customerId)
    .executeTakeFirstOrThrow();
  // A field left out of an update keeps its stored value; null clears it. Billing customer and
  // site address left empty take the customer's, and so do they when the customer changes.
  const sameCustomer = current?.customer_id === input.customerId;
  const billingCustomerId =
    input.billingCustomerId ??
    (input.billingCustomerId === undefined && sameCustomer ? current!.billing_customer_id : (customer.billing_customer_id ?? customer.id));
  const siteAddress =
    input.siteAddress?.trim() || (input.siteAddress === undefined && sameCustomer ? current!.site_address : customerAddress(customer));
  const nte = orStored(input.nteAmount, current?.nte_amount);
  const serviceChannelId = input.serviceChannelWorkOrderId === undefined ? undefined : input.serviceChannelWorkOrderId?.trim() || null;
  return {
    customer_id: customer.id,
    billing_customer_id: billingCustomerId,
    site_address: siteAddress,
    problem,
    status_id: input.statusId ?? current?.status_id ?? WORK_ORDER_STATUS.N_A,
    flag_id: orStored(input.flagId, current?.flag_id),
    class_id: orStored(input.classId, current?.class_id),
    base_city_id: orStored(input.baseCityId, current?.base_city_id),
    nte_amount: nte === null ? null : toTwoDecimals(nte),
    customer_estimate_id: orStored(input.customerEstimateId, current?.customer_estimate_id),
    service_channel_work_order_id: orStored(serviceChannelId, current?.service_channel_work_order_id),
    corrigo_work_order_id: orStored(input.corrigoWorkOrderId, current?.corrigo_work_order_id),
  };
}
