/**
 * What FieldDesk asks of a third-party work-order network (Corrigo, Service Channel, Ecotrak),
 * whatever its wire format. Each network's adapter under integrations/<network>/ implements it
 * and is the only code that knows how the network spells things. Calls either succeed or throw
 * a NetworkError carrying the network's own message.
 */
import type { CorrigoCustomerSettings, CorrigoProcedure } from '../../domain/thirdParty/corrigo';

export interface NetworkLocation {
  latitude: number;
  longitude: number;
}

/** A work order as the network holds it. */
export interface NetworkWorkOrder {
  /** The network's id of the order (Corrigo's WorkOrderId, Service Channel's tracking number). */
  networkId: string;
  number: string;
  status: string;
  customerId: string | null;
  customerName: string | null;
  problem: string;
  siteAddress: string;
  priority: string | null;
  lastUpdate: string | null;
}

export interface StatusChange {
  networkId: string;
  status: string;
  comment: string;
  location: NetworkLocation | null;
}

export interface CheckOut {
  networkId: string;
  /** The status the order ends in (Corrigo: CheckedOut or Completed). */
  status: string;
  comment: string;
  location: NetworkLocation | null;
  customFields: Array<{ id: number; value: string }>;
  repairInfo: { codeId: number; categoryId: number } | null;
}

export interface StepChange {
  id: number;
  status: string;
  value: string | null;
  comment: string | null;
}

/**
 * Completion rules (custom questions, repair categories, priorities) and procedures use the
 * shapes of spec §3.7; a network without them leaves those methods out.
 */
export interface WorkOrderNetwork {
  readonly name: string;
  listWorkOrders(filter?: { statuses?: string[]; customerId?: string }): Promise<NetworkWorkOrder[]>;
  fetchWorkOrders(networkIds: string[]): Promise<NetworkWorkOrder[]>;
  changeStatus(change: StatusChange): Promise<void>;
  checkIn(change: Omit<StatusChange, 'status'>): Promise<void>;
  checkOut(checkOut: CheckOut): Promise<void>;
  customerSettings?(customerId: string): Promise<CorrigoCustomerSettings>;
  procedures?(networkId: string): Promise<CorrigoProcedure[]>;
  updateProcedureStep?(networkId: string, procedureId: number, step: StepChange): Promise<void>;
}

/**
 * Why a call failed: the network refused it (its rules, a wrong state: `networkMessage` says
 * why), it failed (5xx, a body that is not JSON, credentials refused), it could not be reached,
 * or it did not answer in time. Nothing of the call was applied on FieldDesk's side.
 */
export type NetworkFailure = 'refused' | 'failed' | 'unreachable' | 'timeout';

export class NetworkError extends Error {
  constructor(
    readonly network: string,
    readonly failure: NetworkFailure,
    message: string,
    /** The network's own code (Corrigo's 3001 ...), when it gave one. */
    readonly networkCode: number | null = null,
  ) {
    super(message);
    this.name = 'NetworkError';
  }
}

/**
 * Why a network could not be reached, in words an office user reads ("the connection was
 * dropped"), from the error fetch threw: its cause carries a system or undici code
 * (ECONNREFUSED, UND_ERR_SOCKET...), which the messages used to quote and which means nothing
 * to the people who read them.
 */
export function whyUnreachable(error: unknown): string {
  const code = String((error as { cause?: { code?: unknown } } | null)?.cause?.code ?? '');
  if (code === 'ECONNREFUSED') return 'it refused the connection';
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'its address could not be found';
  if (code === 'ECONNRESET' || code === 'EPIPE' || code === 'UND_ERR_SOCKET' || code === 'UND_ERR_CLOSED') return 'the connection was dropped';
  if (code === 'ETIMEDOUT' || code === 'UND_ERR_CONNECT_TIMEOUT') return 'the connection timed out';
  if (/CERT|TLS|SSL/.test(code)) return 'its security certificate was not accepted';
  return 'the connection failed';
}
