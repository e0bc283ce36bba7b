/** The calls of the third-party pages and their settings (src/server/thirdParty, src/server/serviceChannel). */
import type { ServiceChannelSettings, ServiceChannelSettingsRequest, ServiceChannelSync } from '../../domain/serviceChannel/wire';
import type { ServiceChannelWorkOrders } from '../../domain/serviceChannel/workOrderList';
import type { CorrigoLinkedWorkOrders } from '../../domain/thirdParty/corrigoList';
import type { CredentialChange, CredentialChangeNetwork } from '../../domain/thirdParty/credentialChanges';
import type { CredentialNetwork, NetworkCredentialsInput, NetworkCredentialsView } from '../../domain/thirdParty/settings';
import { http } from '../../ui/http/httpClient';

export interface CorrigoImportResult {
  created: Array<{ workOrderId: number; corrigoWorkOrderId: number }>;
  updated: Array<{ workOrderId: number; corrigoWorkOrderId: number }>;
  skipped: Array<{ corrigoWorkOrderId: number; reason: string }>;
}

export const thirdPartyPagesApi = {
  corrigoLinked: () => http.get<CorrigoLinkedWorkOrders>('CorrigoWorkOrders/linked'),
  importCorrigo: () => http.post<CorrigoImportResult>('CorrigoWorkOrders/import', {}),
  serviceChannelOrders: () => http.get<ServiceChannelWorkOrders>('serviceChannel/workOrders'),
  retryServiceChannel: (id: string) => http.post<ServiceChannelSync>('serviceChannel/outbox/retry', { id }),
  networkCredentials: (network: CredentialNetwork) => http.get<NetworkCredentialsView>(`thirdPartySettings/credentials/${network}`),
  saveNetworkCredentials: (network: CredentialNetwork, body: NetworkCredentialsInput) => http.put<NetworkCredentialsView>(`thirdPartySettings/credentials/${network}`, body),
  serviceChannelSettings: () => http.get<ServiceChannelSettings>('accountSettings/serviceChannel'),
  saveServiceChannelSettings: (body: ServiceChannelSettingsRequest) => http.put<ServiceChannelSettings>('accountSettings/serviceChannel', body),
  credentialChanges: (network: CredentialChangeNetwork) => http.get<CredentialChange[]>(`thirdPartySettings/credentialChanges/${network}`),
};

export const THIRD_PARTY_QUERY_KEYS = {
  corrigoLinked: ['thirdParty', 'corrigoLinked'],
  serviceChannelOrders: ['thirdParty', 'serviceChannelOrders'],
  networkCredentials: (network: CredentialNetwork) => ['thirdParty', 'credentials', network],
  serviceChannelSettings: ['thirdParty', 'serviceChannelSettings'],
  credentialChanges: (network: CredentialChangeNetwork) => ['thirdParty', 'credentialChanges', network],
} as const;
