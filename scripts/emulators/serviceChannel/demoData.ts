/**
 * What the Service Channel emulator starts with: the provider account FieldDesk's demo tenant
 * signs in with, the statuses of the demo subscriber, and the work order of Copper Kettle
 * Bakery (src/server/seed/demoWork.ts: Service Channel work order 84512236 of subscriber
 * SC-20418).
 */
import { SERVICE_CHANNEL_DEMO_ACCOUNT, SERVICE_CHANNEL_DEMO_WORK_ORDER_ID } from '../../../src/server/integrations/emulators';

export interface EmulatorAccount {
  clientId: string;
  clientSecret: string;
  userName: string;
  password: string;
}

/** The demo tenant is seeded with these (src/server/integrations/emulators.ts); enter them in Account Settings > Service Channel for another subscriber. */
export const DEMO_ACCOUNT: EmulatorAccount = { ...SERVICE_CHANNEL_DEMO_ACCOUNT };

export interface PrimaryStatus {
  Id: number;
  Name: string;
  Extended: string[];
}

/** The default statuses (service-channel.md), with ON HOLD as this subscriber configured it. */
export const STATUSES: PrimaryStatus[] = [
  { Id: 1, Name: 'OPEN', Extended: ['DECLINED'] },
  {
    Id: 2,
    Name: 'IN PROGRESS',
    Extended: ['DISPATCH CONFIRMED', 'ON SITE', 'INCOMPLETE', 'PARTS ON ORDER', 'WAITING FOR QUOTE', 'UNSATISFACTORY', 'WAITING FOR APPROVAL', 'PROPOSAL APPROVED'],
  },
  { Id: 3, Name: 'COMPLETED', Extended: ['PENDING CONFIRMATION', 'CONFIRMED', 'CANCELLED', 'NO CHARGE', 'INVOICED'] },
  { Id: 4, Name: 'ON HOLD', Extended: ['PARTS ON ORDER', 'WAITING FOR QUOTE', 'WAITING FOR APPROVAL'] },
];

export interface EmulatedWorkOrder {
  Id: number;
  Number: string;
  PurchaseNumber: string;
  Subscriber: { Id: number; Name: string };
  Provider: { Id: number; Name: string };
  Location: { Id: number; StoreId: string; Name: string; Address1: string; City: string; State: string; Zip: string; Latitude: number; Longitude: number };
  LocationId: number;
  Status: { Primary: string; Extended: string | null; CanCreateInvoice: boolean };
  CallDate: string;
  ScheduledDate: string | null;
  CompletedDate: string | null;
  UpdatedDate: string;
  Priority: string;
  Trade: string;
  Category: string;
  Nte: number;
  Description: string;
  ProblemCode: string;
  Resolution: string | null;
  Notes: string | null;
  IsCheckInDenied: boolean;
  CheckInDeniedReason: string | null;
  IsInvoiced: boolean;
  IsExpired: boolean;
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 19);

/** A work order of the demo subscriber, open and dispatched; `fields` changes any of it. */
export function demoWorkOrder(fields: Partial<EmulatedWorkOrder> & { Id: number }): EmulatedWorkOrder {
  return {
    Number: String(fields.Id),
    PurchaseNumber: `PO-${fields.Id}`,
    Subscriber: { Id: 20418, Name: 'Copper Kettle Bakeries Inc.' },
    Provider: { Id: 77001, Name: 'FieldDesk Demo Mechanical' },
    Location: { Id: 5301, StoreId: 'CK-OJAI', Name: 'Copper Kettle Bakery', Address1: '9 Mill Rd', City: 'Ojai', State: 'CA', Zip: '93023', Latitude: 34.448, Longitude: -119.2429 },
    LocationId: 5301,
    Status: { Primary: 'IN PROGRESS', Extended: 'DISPATCH CONFIRMED', CanCreateInvoice: false },
    CallDate: daysAgo(2),
    ScheduledDate: daysAgo(0),
    CompletedDate: null,
    UpdatedDate: daysAgo(1),
    Priority: 'P2 - 24 Hours',
    Trade: 'COOKING EQUIPMENT',
    Category: 'REPAIR',
    Nte: 750,
    Description: 'Proof box heater not reaching set point.',
    ProblemCode: 'NOT HEATING',
    Resolution: null,
    Notes: null,
    IsCheckInDenied: false,
    CheckInDeniedReason: null,
    IsInvoiced: false,
    IsExpired: false,
    ...fields,
  };
}

export const demoWorkOrders = (): EmulatedWorkOrder[] => [demoWorkOrder({ Id: SERVICE_CHANNEL_DEMO_WORK_ORDER_ID })];
