/**
 * Service Channel Credentials (spec §2.1 account settings serviceChannel, issue 10): client id,
 * client secret, user name and password (both secrets write-only), API and token addresses.
 */
import { Box, Paper, TextField } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { ServiceChannelSettings } from '../../domain/serviceChannel/wire';
import { errorProps, reportSaveError, useFieldErrors } from '../../ui/form/fieldErrors';
import { FormActions } from '../../ui/form/FormActions';
import { FormBody } from '../../ui/form/FormBody';
import { FormSection } from '../../ui/form/FormSection';
import { TOAST_ERRORS } from '../../ui/http/queryClient';
import { PageHeader } from '../../ui/layout/PageHeader';
import { toast } from '../../ui/notifications/toastStore';
import { useBusyAction } from '../../ui/notifications/useBusyAction';
import { CredentialChanges } from './CredentialChanges';
import { SecretField } from './SecretField';
import { THIRD_PARTY_QUERY_KEYS, thirdPartyPagesApi } from './thirdPartyPagesApi';

const FORM_ID = 'service-channel-credentials';

interface Draft {
  clientId: string;
  clientSecret: string;
  userName: string;
  password: string;
  apiUrl: string;
  tokenUrl: string;
}

const draftOf = (s: ServiceChannelSettings): Draft => ({ clientId: s.clientId, clientSecret: '', userName: s.userName, password: '', apiUrl: s.apiUrl, tokenUrl: s.tokenUrl });
const keptWhenEmpty = (secret: string) => (secret === '' ? null : secret);

export default function ServiceChannelCredentialsPage() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: THIRD_PARTY_QUERY_KEYS.serviceChannelSettings, queryFn: thirdPartyPagesApi.serviceChannelSettings, meta: TOAST_ERRORS });
  const [draft, setDraft] = useState<Draft | null>(null);
  const { errors, setErrors, edited } = useFieldErrors();
  const { busy, run } = useBusyAction();

  useEffect(() => {
    if (data) setDraft(draftOf(data));
  }, [data]);

  const header = (
    <PageHeader
      title="Service Channel Credentials"
      subtitle="The account FieldDesk sends check-ins and check-outs to Service Channel with. Secrets are kept encrypted and never shown again."
    />
  );
  if (!data || !draft) return <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>{header}</Box>;
  const set = (field: keyof Draft) => edited((value: string) => setDraft({ ...draft, [field]: value }));
  const text = (field: 'clientId' | 'userName' | 'apiUrl' | 'tokenUrl', label: string, hint?: string) => (
    <TextField name={field} label={label} value={draft[field]} onChange={(e) => set(field)(e.target.value)} {...errorProps(errors, field, hint)} fullWidth />
  );

  const save = () =>
    run(
      async () => {
        const saved = await thirdPartyPagesApi.saveServiceChannelSettings({
          clientId: draft.clientId,
          clientSecret: keptWhenEmpty(draft.clientSecret),
          userName: draft.userName,
          password: keptWhenEmpty(draft.password),
          apiUrl: draft.apiUrl,
          tokenUrl: draft.tokenUrl,
        });
        queryClient.setQueryData(THIRD_PARTY_QUERY_KEYS.serviceChannelSettings, saved);
        void queryClient.invalidateQueries({ queryKey: THIRD_PARTY_QUERY_KEYS.credentialChanges('serviceChannel') });
        toast.success('Service Channel credentials saved.');
      },
      (error) => reportSaveError(error, setErrors),
    );

  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      {header}
      <Paper variant="outlined">
        <FormBody id={FORM_ID} onSubmit={save}>
          <FormSection title="Application" subtitle="The client Service Channel registered for FieldDesk.">
            {text('clientId', 'Client Id', 'Given by Service Channel with the secret.')}
            <SecretField name="clientSecret" label="Client Secret" isSet={data.hasClientSecret} value={draft.clientSecret} onChange={set('clientSecret')} errors={errors} />
          </FormSection>
          <FormSection title="Provider user" subtitle="The Service Channel user the check-ins and check-outs are sent as.">
            {text('userName', 'User Name', 'A Service Channel provider user.')}
            <SecretField name="password" label="Password" isSet={data.hasPassword} value={draft.password} onChange={set('password')} errors={errors} />
          </FormSection>
          <FormSection title="Addresses" subtitle="Service Channel's public hosts unless a sandbox is used. Changing an address, the client id or the user name needs the client secret and the password entered again.">
            {text('apiUrl', 'API Address', "Service Channel's API, or a sandbox.")}
            {text('tokenUrl', 'Token Address', 'Where the access token is asked for.')}
          </FormSection>
        </FormBody>
        <FormActions formId={FORM_ID} saving={busy} />
        <CredentialChanges network="serviceChannel" />
      </Paper>
    </Box>
  );
}
