/**
 * One network's credentials in Third Party Credentials (Corrigo or Ecotrak): client id, client
 * secret (write-only), API and token addresses, saved with the version read, so a save over
 * someone else's answers 409 with Reload.
 */
import { Paper, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { NETWORK_LABELS, type CredentialNetwork, type NetworkCredentialsView } from '../../domain/thirdParty/settings';
import { errorProps, reportSaveError, useFieldErrors } from '../../ui/form/fieldErrors';
import { FormActions } from '../../ui/form/FormActions';
import { FormBody } from '../../ui/form/FormBody';
import { FormSection } from '../../ui/form/FormSection';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { dismiss, toast } from '../../ui/notifications/toastStore';
import { useBusyAction } from '../../ui/notifications/useBusyAction';
import { CredentialChanges } from './CredentialChanges';
import { SecretField } from './SecretField';
import { THIRD_PARTY_QUERY_KEYS, thirdPartyPagesApi } from './thirdPartyPagesApi';

interface Draft {
  clientId: string;
  clientSecret: string;
  apiUrl: string;
  tokenUrl: string;
}

const draftOf = (view: NetworkCredentialsView): Draft => ({ clientId: view.clientId, clientSecret: '', apiUrl: view.apiUrl, tokenUrl: view.tokenUrl });

export function NetworkCredentialsForm({ network, mayChange, footer }: { network: CredentialNetwork; mayChange: boolean; footer?: ReactNode }) {
  const label = NETWORK_LABELS[network];
  const formId = `credentials-${network}`;
  const staleToastId = `${formId}-stale`;
  const queryKey = THIRD_PARTY_QUERY_KEYS.networkCredentials(network);
  const queryClient = useQueryClient();
  const { data, refetch } = useQuery({ queryKey, queryFn: () => thirdPartyPagesApi.networkCredentials(network), meta: TOAST_ERRORS });
  const [draft, setDraft] = useState<Draft | null>(null);
  const { errors, setErrors, edited } = useFieldErrors();
  const { busy, run } = useBusyAction();

  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  if (!data || !draft) return null;
  const set = (field: keyof Draft) => edited((value: string) => setDraft({ ...draft, [field]: value }));

  const save = () =>
    run(
      async () => {
        const saved = await thirdPartyPagesApi.saveNetworkCredentials(network, {
          clientId: draft.clientId,
          clientSecret: draft.clientSecret === '' ? null : draft.clientSecret,
          apiUrl: draft.apiUrl,
          tokenUrl: draft.tokenUrl,
          version: data.version,
        });
        dismiss(staleToastId);
        queryClient.setQueryData(queryKey, saved);
        void queryClient.invalidateQueries({ queryKey: THIRD_PARTY_QUERY_KEYS.credentialChanges(network) });
        toast.success(`${label} credentials saved.`);
      },
      (error) => reportSaveError(error, setErrors, { toastId: staleToastId, reload: () => void refetch() }),
    );

  const text = (field: 'clientId' | 'apiUrl' | 'tokenUrl', fieldLabel: string, hint?: string) => (
    <TextField name={field} label={fieldLabel} value={draft[field]} onChange={(e) => set(field)(e.target.value)} disabled={!mayChange} {...errorProps(errors, field, hint)} fullWidth />
  );

  return (
    <Paper variant="outlined" sx={{ mb: 3 }} data-testid={`credentials-${network}`}>
      <FormBody id={formId} onSubmit={save}>
        <FormSection title={label} subtitle={`What FieldDesk signs in to ${label} with (OAuth client credentials).`}>
          {text('clientId', 'Client Id', `The client ${label} registered for FieldDesk.`)}
          <SecretField name="clientSecret" label="Client Secret" isSet={data.hasClientSecret} value={draft.clientSecret} onChange={set('clientSecret')} errors={errors} disabled={!mayChange} />
          {text('apiUrl', 'API Address', `${label}'s API, or a sandbox. Changing it needs the client secret entered again.`)}
          {text('tokenUrl', 'Token Address', 'Where the access token is asked for. Changing it needs the client secret entered again.')}
        </FormSection>
        {footer}
      </FormBody>
      {mayChange && <FormActions formId={formId} saving={busy} saveLabel={`Save ${label}`} />}
      <CredentialChanges network={network} />
    </Paper>
  );
}
