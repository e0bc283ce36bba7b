import ArrowBack from '@mui/icons-material/ArrowBack';
import { Box, Button, Paper } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useState } from 'react';
import { CreateBase, useCreateContext } from 'react-admin';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PageHeader } from '../../ui/layout/PageHeader';
import { toast } from '../../ui/notifications/toastStore';
import { RecordForm } from '../form/RecordForm';
import { recordToSend } from '../form/formSchema';
import { MetaGate } from '../meta/MetaGate';
import type { ResourceMeta } from '../../domain/resources/meta';
import { useResourceScreen } from '../registry/screenContext';
import { FormActions } from '../../ui/form/FormActions';
import { SAVED_MESSAGE } from '../../ui/form/messages';
import { reportSaveError } from './saveErrors';


const FORM_ID = 'record-create-form';

function CreateView({ meta, basePath }: { meta: ResourceMeta; basePath: string }) {
  const { save, saving } = useCreateContext();
  const navigate = useNavigate();
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const onSubmit = (formData: Record<string, unknown>) =>
    save?.(recordToSend(meta.schema, formData, 'create'), {
      onSuccess: () => {
        toast.success(SAVED_MESSAGE);
        navigate(basePath);
      },
      onError: (error: unknown) => reportSaveError(error, meta.schema, setServerErrors),
    });
  return (
    <Paper variant="outlined">
      <Box sx={{ p: { xs: 2, sm: 3 } }}>
        <RecordForm meta={meta} initial={undefined} readOnly={false} formId={FORM_ID} onSubmit={onSubmit} serverErrors={serverErrors} onEdit={() => serverErrors && setServerErrors(undefined)} />
      </Box>
      <FormActions formId={FORM_ID} saving={Boolean(saving)} onCancel={() => navigate(basePath)} />
    </Paper>
  );
}

/** The generated create screen of a resource (its path/create). */
export default function ResourceCreatePage() {
  const entry = useResourceScreen();
  return (
    <MetaGate resource={entry.name}>
      {(meta) => (
        <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
          <PageHeader
            title={`New ${meta.recordLabel}`}
            subtitle={meta.schema.description}
            actions={
              <Button component={RouterLink} to={entry.path} color="inherit" startIcon={<ArrowBack />}>
                {meta.label}
              </Button>
            }
          />
          <CreateBase resource={meta.name} redirect={false}>
            <CreateView meta={meta} basePath={entry.path} />
          </CreateBase>
        </Box>
      )}
    </MetaGate>
  );
}
