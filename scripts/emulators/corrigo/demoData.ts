/**
 * The Corrigo emulator's demo data, matching the demo tenant's customers (src/server/seed):
 * Harbor Fresh Market needs repair codes and asks a question of every data type, Northgate
 * Medical Center asks two questions, Maple Street Diner asks nothing. Harbor's checked-in order
 * carries a three-step procedure with two required steps.
 */
import { CORRIGO_DEMO_CLIENT, CORRIGO_DEMO_CUSTOMERS, CORRIGO_DEMO_ORDER_IDS } from '../../../src/server/integrations/emulators';

export interface EmulatedStep {
  Id: number;
  Description: string;
  Status: 'Unknown' | 'Open' | 'NA' | 'Done';
  Value: string | null;
  Comment: string | null;
  Currency: string | null;
  Order: number;
  IsRequired: boolean;
  Type: 'Text' | 'Field' | 'Attribute' | 'Document';
  FlagReason: string | null;
  Label: string | null;
  DataType: string;
}

export interface EmulatedProcedure {
  Id: number;
  Name: string;
  Order: number;
  Status: string;
  Asset: { Name: string; Path: string; Task: string; Comment: string | null } | null;
  AllowMarkNotApplicable: boolean;
  Steps: EmulatedStep[];
}

export interface EmulatedWorkOrder {
  WorkOrderId: number;
  WorkOrderNumber: string;
  Status: string;
  Created: string;
  LastUpdate: string;
  IsPreBilled: boolean;
  Customer: { Id: number; Name: string };
  Priority: { Id: number; Name: string };
  Location: { Name: string; Address: string };
  WorkDetails: { Description: string };
  RepairInfo: { CodeId: number; Code: string; CategoryId: number; Category: string } | null;
  CustomFields: Array<{ AdditionalField: number; FieldLabel: string; Value: string }>;
  Notes: string[];
  Procedures: EmulatedProcedure[];
}

export interface EmulatedCustomField {
  Descriptor: { Id: number; Label: string; Values: string[]; DataType: string; DataLength: number | null; IsDeleted: boolean; IsReadonly: boolean };
  IsRequired: boolean;
  Currency: string | null;
}

export interface EmulatedCustomerSettings {
  CustomerId: number;
  CustomerName: string;
  IsRepairCodeRequired: boolean;
  AreRepairCodesAvailable: boolean;
  CustomFields: EmulatedCustomField[];
  RepairCategories: Array<{ CategoryId: number; Category: string; Codes: Array<{ CodeId: number; Code: string }> }>;
  Priorities: Array<{ Id: number; Name: string; RespondInMinutes: number; DueInHours: number; IsEmergency: boolean }>;
}

/** The demo tenant is seeded with this client (src/server/integrations/emulators.ts). */
export const DEMO_CLIENTS: Record<string, string> = { [CORRIGO_DEMO_CLIENT.clientId]: CORRIGO_DEMO_CLIENT.clientSecret };

export const CORRIGO_CUSTOMERS = CORRIGO_DEMO_CUSTOMERS;

const field = (Id: number, Label: string, DataType: string, options: { required?: boolean; length?: number; values?: string[]; currency?: string } = {}): EmulatedCustomField => ({
  Descriptor: { Id, Label, Values: options.values ?? [], DataType, DataLength: options.length ?? null, IsDeleted: false, IsReadonly: false },
  IsRequired: options.required ?? false,
  Currency: options.currency ?? null,
});

const REPAIR_CATEGORIES: EmulatedCustomerSettings['RepairCategories'] = [
  {
    CategoryId: 301,
    Category: 'Refrigeration',
    Codes: [
      { CodeId: 3011, Code: 'Compressor replaced' },
      { CodeId: 3012, Code: 'Evaporator fan motor replaced' },
      { CodeId: 3013, Code: 'Refrigerant leak repaired' },
    ],
  },
  { CategoryId: 302, Category: 'Electrical', Codes: [{ CodeId: 3021, Code: 'Contactor replaced' }, { CodeId: 3022, Code: 'Wiring repaired' }] },
];

const PRIORITIES: EmulatedCustomerSettings['Priorities'] = [
  { Id: 1, Name: 'Emergency', RespondInMinutes: 60, DueInHours: 4, IsEmergency: true },
  { Id: 2, Name: 'Urgent', RespondInMinutes: 240, DueInHours: 24, IsEmergency: false },
  { Id: 3, Name: 'Routine', RespondInMinutes: 1440, DueInHours: 72, IsEmergency: false },
];

export function demoCustomerSettings(): EmulatedCustomerSettings[] {
  return [
    {
      CustomerId: CORRIGO_CUSTOMERS.harbor,
      CustomerName: 'Harbor Fresh Market',
      IsRepairCodeRequired: true,
      AreRepairCodesAvailable: true,
      CustomFields: [
        field(501, 'Technician Name', 'String', { required: true, length: 50 }),
        field(502, 'Units Serviced', 'Integer', { required: true }),
        field(503, 'Discharge Temperature', 'Float'),
        field(504, 'Parts Cost', 'Money', { currency: 'USD' }),
        field(505, 'Site Contact Phone', 'PhoneNumber'),
        field(506, 'Next Visit Date', 'Date'),
        field(507, 'Arrival Time', 'Time'),
        field(508, 'Refrigerant Added', 'Bool'),
        field(509, 'Photo Link', 'Url'),
      ],
      RepairCategories: REPAIR_CATEGORIES,
      Priorities: PRIORITIES,
    },
    {
      CustomerId: CORRIGO_CUSTOMERS.northgate,
      CustomerName: 'Northgate Medical Center',
      IsRepairCodeRequired: false,
      AreRepairCodesAvailable: true,
      CustomFields: [field(511, 'Infection Control Sign-off', 'Bool', { required: true }), field(512, 'Equipment Tag', 'String', { length: 20 })],
      RepairCategories: REPAIR_CATEGORIES,
      Priorities: PRIORITIES,
    },
    {
      CustomerId: CORRIGO_CUSTOMERS.diner,
      CustomerName: 'Maple Street Diner',
      IsRepairCodeRequired: false,
      AreRepairCodesAvailable: false,
      CustomFields: [],
      RepairCategories: [],
      Priorities: PRIORITIES,
    },
  ];
}

const step = (Id: number, Order: number, Description: string, Type: EmulatedStep['Type'], IsRequired: boolean, DataType = 'Unknown'): EmulatedStep => ({
  Id,
  Description,
  Status: 'Open',
  Value: null,
  Comment: null,
  Currency: null,
  Order,
  IsRequired,
  Type,
  FlagReason: null,
  Label: Type === 'Field' ? Description : null,
  DataType,
});

const CUSTOMER_NAMES: Record<number, string> = { 7001: 'Harbor Fresh Market', 7002: 'Northgate Medical Center', 7003: 'Maple Street Diner' };
const ADDRESSES: Record<number, string> = { 7001: '1200 Harbor Blvd, Oxnard', 7002: '88 Northgate Pkwy, Ventura', 7003: '415 Maple St, Camarillo' };

function order(id: number, number: string, customerId: number, status: string, description: string, priority: 1 | 2 | 3, procedures: EmulatedProcedure[] = []): EmulatedWorkOrder {
  const priorityName = PRIORITIES.find((p) => p.Id === priority)!.Name;
  return {
    WorkOrderId: id,
    WorkOrderNumber: number,
    Status: status,
    Created: '2026-11-20T08:30:00',
    LastUpdate: '2026-11-20T08:30:00',
    IsPreBilled: false,
    Customer: { Id: customerId, Name: CUSTOMER_NAMES[customerId] },
    Priority: { Id: priority, Name: priorityName },
    Location: { Name: CUSTOMER_NAMES[customerId], Address: ADDRESSES[customerId] },
    WorkDetails: { Description: description },
    RepairInfo: null,
    CustomFields: [],
    Notes: [],
    Procedures: procedures,
  };
}

/** The orders: ids 880101.. so they never look like FieldDesk's own ids; the demo tenant's orders are linked to them. */
export const DEMO_ORDER_IDS = CORRIGO_DEMO_ORDER_IDS;

export function demoWorkOrders(): EmulatedWorkOrder[] {
  return [
    order(880101, 'HF-24017', 7001, 'CheckedIn', 'Walk-in cooler #2 not holding temperature (42°F).', 2, [
      {
        Id: 4101,
        Name: 'Walk-in cooler service checklist',
        Order: 1,
        Status: 'Open',
        Asset: { Name: 'Walk-in cooler #2', Path: 'Harbor Fresh Market / Back room', Task: 'Restore temperature', Comment: null },
        AllowMarkNotApplicable: true,
        Steps: [
          step(41011, 1, 'Inspect door gaskets and hinges', 'Text', true),
          step(41012, 2, 'Box temperature after repair (°F)', 'Field', true, 'Float'),
          step(41013, 3, 'Clean condenser coil', 'Text', false),
        ],
      },
    ]),
    order(880102, 'HF-24018', 7001, 'Accepted', 'Display case evaporator fan noisy.', 3),
    order(880103, 'NM-3391', 7002, 'New', 'Ice machine in cafeteria leaking water onto floor.', 2),
    order(880104, 'MS-1207', 7003, 'CheckedIn', 'Fryer pilot light keeps going out.', 2),
    order(880105, 'NM-3392', 7002, 'CheckedIn', 'Chiller alarm: high head pressure.', 1, [
      {
        Id: 4105,
        Name: 'Chiller alarm response',
        Order: 1,
        Status: 'Open',
        Asset: { Name: 'Chiller CH-1', Path: 'Northgate Medical Center / Plant room', Task: 'Clear alarm', Comment: null },
        AllowMarkNotApplicable: false,
        Steps: [step(41051, 1, 'Alarm cleared and logged', 'Text', true), step(41052, 2, 'Head pressure reading (psi)', 'Field', false, 'Integer')],
      },
    ]),
    order(880106, 'HF-24019', 7001, 'Paused', 'Quarterly preventive maintenance on refrigeration racks.', 3),
  ];
}
