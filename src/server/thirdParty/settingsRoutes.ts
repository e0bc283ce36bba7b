/**
 * Third Party Settings' credentials (spec §2.1 account settings thirdPartySettings; issue 10):
 * read and change, per network, what FieldDesk signs in to Corrigo and Ecotrak with. Which
 * networks are enabled stays in the thirdPartySettings list beside it.
 */
import { THIRD_PARTY_RULES } from '../../domain/thirdParty/access';
import { NETWORK_CREDENTIALS_SCHEMA } from '../../domain/thirdParty/responses';
import { networkCredentialsBody, networkParams } from '../../domain/thirdParty/settings';
import type { AreaApp } from '../http/areaApp';
import { refusals } from '../http/responses';
import { CREDENTIAL_CHANGES_SCHEMA, credentialChangeParams } from '../../domain/thirdParty/credentialChanges';
import { credentialChanges } from '../integrations/credentialChanges';
import { configuredBox } from '../integrations/secretBox';
import { credentialsView, readCredentials, saveCredentials } from './credentials';

const PATH = '/api/v1/thirdPartySettings/credentials/:network';

export default async function thirdPartySettingsRoutes(app: AreaApp) {
  app.get(
    PATH,
    {
      config: { requires: THIRD_PARTY_RULES.canReadThirdPartySettings },
      schema: { summary: "A network's credentials: client id, whether a secret is set (never the secret), API and token addresses", params: networkParams, response: { 200: NETWORK_CREDENTIALS_SCHEMA } },
    },
    async (request) => credentialsView(request.params.network, await readCredentials(app.db, request.principal.subscriberId, request.params.network)),
  );

  app.put(
    PATH,
    {
      config: { requires: THIRD_PARTY_RULES.canChangeThirdPartySettings },
      schema: {
        summary: "Saves a network's credentials; the secret is sealed, kept when left out or null, removed when empty; 409 when the version read is stale",
        params: networkParams,
        body: networkCredentialsBody,
        response: { 200: NETWORK_CREDENTIALS_SCHEMA, ...refusals(409) },
      },
    },
    async (request) => saveCredentials(app.db, configuredBox(app.config), request.principal, request.params.network, request.body),
  );

  app.get(
    '/api/v1/thirdPartySettings/credentialChanges/:network',
    {
      config: { requires: THIRD_PARTY_RULES.canReadThirdPartySettings },
      schema: {
        summary: "The latest changes of a network's credentials (corrigo, ecotrak or serviceChannel), newest first: who, when and which fields, never a value",
        params: credentialChangeParams,
        response: { 200: CREDENTIAL_CHANGES_SCHEMA },
      },
    },
    async (request) => credentialChanges(app.db, request.principal, request.params.network),
  );
}
