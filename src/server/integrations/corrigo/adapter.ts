/**
 * Corrigo behind the network-neutral interface (integrations/network.ts): FieldDesk's requests
 * to CorrigoPro Direct calls, Corrigo's answers to the shapes of spec §3.7.
 */
import { CORRIGO_FIELD_TYPES, CORRIGO_STEP_STATES, type CorrigoCustomerSettings, type CorrigoFieldType, type CorrigoProcedure, type CorrigoStepState } from '../../../domain/thirdParty/corrigo';
import { NetworkError, type CheckOut, type NetworkLocation, type NetworkWorkOrder, type StatusChange, type StepChange, type WorkOrderNetwork } from '../network';
import { CORRIGO, CorrigoClient, type CorrigoConnection } from './client';
import type { CorrigoWireCustomerSettings, CorrigoWireLocation, CorrigoWireProcedure, CorrigoWireWorkOrder } from './wire';

/** Corrigo answers at most this many orders per details call. */
const MAX_IDS_PER_CALL = 50;

/** The action call of each status a technician sends. */
const STATUS_ACTIONS: Record<string, string> = {
  Accepted: '/api/workOrder/accept',
  CheckedIn: '/api/workOrder/checkIn',
  Paused: '/api/workOrder/pause',
};

const wireLocation = (location: NetworkLocation | null): CorrigoWireLocation | undefined =>
  location ? { Latitude: location.latitude, Longitude: location.longitude } : undefined;

const corrigoId = (networkId: string): number => {
  const id = Number(networkId);
  if (!Number.isSafeInteger(id) || id < 1) throw new NetworkError(CORRIGO, 'refused', `Corrigo: ${networkId} is not a Corrigo work order id.`);
  return id;
};

function workOrderOf(wire: CorrigoWireWorkOrder): NetworkWorkOrder {
  return {
    networkId: String(wire.WorkOrderId),
    number: String(wire.WorkOrderNumber ?? wire.WorkOrderId),
    status: String(wire.Status ?? 'Unknown'),
    customerId: wire.Customer?.Id ? String(wire.Customer.Id) : null,
    customerName: wire.Customer?.Name ?? null,
    problem: wire.WorkDetails?.Description ?? '',
    siteAddress: [wire.Location?.Name, wire.Location?.Address].filter(Boolean).join(', '),
    priority: wire.Priority?.Name ?? null,
    lastUpdate: wire.LastUpdate ?? null,
  };
}

const fieldType = (type: string | null | undefined): CorrigoFieldType =>
  (CORRIGO_FIELD_TYPES as readonly string[]).includes(type ?? '') ? (type as CorrigoFieldType) : 'Unknown';
const stepState = (status: string | null | undefined): CorrigoStepState =>
  (CORRIGO_STEP_STATES as readonly string[]).includes(status ?? '') ? (status as CorrigoStepState) : 'Unknown';

function settingsOf(wire: CorrigoWireCustomerSettings): CorrigoCustomerSettings {
  return {
    isRepairCodeRequired: wire.IsRepairCodeRequired === true,
    areRepairCodesAvailable: wire.AreRepairCodesAvailable === true,
    customFields: (wire.CustomFields ?? [])
      .filter((f) => !f.Descriptor.IsDeleted)
      .map((f) => ({
        id: f.Descriptor.Id,
        labelText: f.Descriptor.Label,
        type: fieldType(f.Descriptor.DataType),
        isRequired: f.IsRequired === true,
        dataLength: f.Descriptor.DataLength ?? null,
        currency: f.Currency ?? null,
        values: f.Descriptor.Values ?? [],
        value: f.Value ?? null,
      })),
    repairCategories: (wire.RepairCategories ?? []).map((c) => ({
      id: c.CategoryId,
      name: c.Category,
      codes: (c.Codes ?? []).map((code) => ({ id: code.CodeId, name: code.Code })),
    })),
    availablePriorities: (wire.Priorities ?? []).map((p) => ({
      id: p.Id,
      name: p.Name,
      respondInMinutes: p.RespondInMinutes ?? null,
      dueInHours: p.DueInHours ?? null,
      isEmergency: p.IsEmergency === true,
    })),
  };
}

function procedureOf(wire: CorrigoWireProcedure): CorrigoProcedure {
  return {
    id: wire.Id,
    name: wire.Name,
    order: wire.Order,
    status: wire.Status ?? 'Unknown',
    asset: wire.Asset ? { assetName: wire.Asset.Name ?? null, path: wire.Asset.Path ?? null, task: wire.Asset.Task ?? null, comment: wire.Asset.Comment ?? null } : null,
    allowMarkNotApplicable: wire.AllowMarkNotApplicable === true,
    steps: (wire.Steps ?? [])
      .map((s) => ({
        id: s.Id,
        description: s.Description,
        status: stepState(s.Status),
        value: s.Value ?? null,
        comment: s.Comment ?? null,
        currency: s.Currency ?? null,
        order: s.Order,
        isRequired: s.IsRequired === true,
        stepType: s.Type,
        flagReason: s.FlagReason ?? null,
        label: s.Label ?? null,
        dataType: fieldType(s.DataType),
        procedureId: wire.Id,
      }))
      .sort((a, b) => a.order - b.order),
  };
}

/** An answer that is JSON but not the shape asked for. */
function shapeError(what: string): NetworkError {
  return new NetworkError(CORRIGO, 'failed', `Corrigo answered ${what} in a shape FieldDesk does not know.`);
}

export function corrigoNetwork(connection: CorrigoConnection): WorkOrderNetwork & Required<Pick<WorkOrderNetwork, 'customerSettings' | 'procedures' | 'updateProcedureStep'>> {
  const client = new CorrigoClient(connection);
  const action = (path: string, change: Omit<StatusChange, 'status'>, extra: Record<string, unknown> = {}) =>
    client.put(path, { WorkOrderId: corrigoId(change.networkId), Comment: change.comment, Location: wireLocation(change.location), ...extra });

  return {
    name: CORRIGO,

    async listWorkOrders(filter = {}) {
      const answer = await client.post<{ WorkOrders?: CorrigoWireWorkOrder[] }>('/api/workOrder/search', {
        Parameters: { Statuses: filter.statuses ?? [], ...(filter.customerId && { CustomerId: Number(filter.customerId) }) },
      });
      if (!Array.isArray(answer?.WorkOrders)) throw shapeError('the work order search');
      return answer.WorkOrders.map(workOrderOf);
    },

    async fetchWorkOrders(networkIds) {
      const found: NetworkWorkOrder[] = [];
      for (let i = 0; i < networkIds.length; i += MAX_IDS_PER_CALL) {
        const ids = networkIds.slice(i, i + MAX_IDS_PER_CALL).map(corrigoId);
        const answer = await client.get<{ WorkOrders?: CorrigoWireWorkOrder[] }>('/api/workOrder', { ids });
        if (!Array.isArray(answer?.WorkOrders)) throw shapeError('the work order details');
        found.push(...answer.WorkOrders.map(workOrderOf));
      }
      return found;
    },

    async changeStatus(change) {
      const path = STATUS_ACTIONS[change.status];
      if (!path) throw new NetworkError(CORRIGO, 'refused', `Corrigo: a work order cannot be set to ${change.status} this way.`);
      await action(path, change);
    },

    async checkIn(change) {
      await action(STATUS_ACTIONS.CheckedIn, change);
    },

    async checkOut(checkOut: CheckOut) {
      await action('/api/workOrder/checkOut', checkOut, {
        Status: checkOut.status,
        RepairInfo: checkOut.repairInfo ? { CodeId: checkOut.repairInfo.codeId, CategoryId: checkOut.repairInfo.categoryId } : undefined,
        CustomFields: checkOut.customFields.map((f) => ({ AdditionalField: f.id, Value: f.value })),
      });
    },

    async customerSettings(customerId) {
      const answer = await client.get<{ CustomerSettings?: CorrigoWireCustomerSettings }>('/api/customerSettings', { customerId });
      if (!answer?.CustomerSettings || typeof answer.CustomerSettings !== 'object') throw shapeError('the customer settings');
      return settingsOf(answer.CustomerSettings);
    },

    async procedures(networkId) {
      const answer = await client.get<{ Procedures?: CorrigoWireProcedure[] }>('/api/procedure', { workOrderId: corrigoId(networkId) });
      if (!Array.isArray(answer?.Procedures)) throw shapeError('the procedures');
      return answer.Procedures.map(procedureOf).sort((a, b) => a.order - b.order);
    },

    async updateProcedureStep(networkId, procedureId, step: StepChange) {
      await client.put('/api/procedure/step', {
        WorkOrderId: corrigoId(networkId),
        ProcedureId: procedureId,
        StepId: step.id,
        Status: step.status,
        Value: step.value,
        Comment: step.comment,
      });
    },
  };
}
