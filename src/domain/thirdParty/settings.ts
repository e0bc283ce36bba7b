/**
 * The credentials FieldDesk signs in to a network with, per subscriber (issue 10). The secret
 * goes in and never comes out: answers say `hasClientSecret`. The addresses default to the
 * networks' public hosts; an administrator points them at a sandbox or the local emulator.
 */
import { closedObject, type Wire } from '../wire';

export const CREDENTIAL_NETWORKS = ['corrigo', 'ecotrak'] as const;
export type CredentialNetwork = (typeof CREDENTIAL_NETWORKS)[number];

export const NETWORK_DEFAULT_ADDRESSES: Record<CredentialNetwork, { apiUrl: string; tokenUrl: string }> = {
  corrigo: { apiUrl: 'https://am-api.corrigopro.com/Direct', tokenUrl: 'https://oauth-pro-v2.corrigo.com/OAuth/Token' },
  ecotrak: { apiUrl: 'https://api.ecotrak.com', tokenUrl: 'https://auth.ecotrak.com/oauth2/token' },
};

export const NETWORK_LABELS: Record<CredentialNetwork, string> = { corrigo: 'Corrigo', ecotrak: 'Ecotrak' };

export interface NetworkCredentialsView {
  network: CredentialNetwork;
  clientId: string;
  hasClientSecret: boolean;
  apiUrl: string;
  tokenUrl: string;
  version: number;
}

const address = { type: 'string', minLength: 1, maxLength: 500, pattern: '^https?://[^\\s]+$' } as const;

export const networkParams = {
  type: 'object',
  required: ['network'],
  properties: { network: { type: 'string', enum: CREDENTIAL_NETWORKS } },
} as const;

/**
 * PUT thirdPartySettings/credentials/{network}. `clientSecret` left out or null keeps the stored
 * one; an empty string removes it. `version` is the one read (0 before the first save).
 */
export const networkCredentialsBody = closedObject(['clientId', 'version'], {
  clientId: { type: 'string', maxLength: 200 },
  clientSecret: { type: ['string', 'null'], maxLength: 500 },
  apiUrl: address,
  tokenUrl: address,
  version: { type: 'integer', minimum: 0, maximum: 2_147_483_647 },
});
export type NetworkCredentialsInput = Wire<typeof networkCredentialsBody>;
