/**
 * The change record of integration credentials (issue 33 item 1): who changed a network's
 * credentials, when, and which fields, never a value. The settings pages of Third Party
 * Credentials and Service Channel Credentials show it.
 */
import { complete, string, strings } from '../answerSchemas';
import type { Wire } from '../wire';

export const CREDENTIAL_CHANGE_NETWORKS = ['corrigo', 'ecotrak', 'serviceChannel'] as const;
export type CredentialChangeNetwork = (typeof CREDENTIAL_CHANGE_NETWORKS)[number];

/** The fields a change may name, in the order the forms show them; a secret is named, never given. */
export const CREDENTIAL_FIELD_LABELS: Record<string, string> = {
  clientId: 'Client Id',
  clientSecret: 'Client Secret',
  userName: 'User Name',
  password: 'Password',
  apiUrl: 'API Address',
  tokenUrl: 'Token Address',
};

/** How many changes an answer carries at most, newest first. */
export const CREDENTIAL_CHANGES_SHOWN = 50;

export const credentialChangeParams = {
  type: 'object',
  required: ['network'],
  properties: { network: { type: 'string', enum: CREDENTIAL_CHANGE_NETWORKS } },
} as const;

export const CREDENTIAL_CHANGE_SCHEMA = complete({ changedBy: string, changedDate: string, fields: strings });
export const CREDENTIAL_CHANGES_SCHEMA = { type: 'array', items: CREDENTIAL_CHANGE_SCHEMA } as const;
export type CredentialChange = Wire<typeof CREDENTIAL_CHANGE_SCHEMA>;

/** The message of a refused save that changed where a secret goes without entering it again. */
export const SECRET_AGAIN_MESSAGE =
  'Enter the client secret again: it is sent to the token address, so it must be entered again when the API address, the token address or the client id changes.';
export const SERVICE_CHANNEL_SECRETS_AGAIN_MESSAGE =
  'Enter the client secret and the password again: they are sent to the token address, so they must be entered again when the API address, the token address, the client id or the user name changes.';
