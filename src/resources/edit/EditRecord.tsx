import DeleteOutline from '@mui/icons-material/DeleteOutline';
import HistoryOutlined from '@mui/icons-material/HistoryOutlined';
import InfoOutlined from '@mui/icons-material/InfoOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import { Alert, Box, Button, LinearProgress, Paper, Tab, Tabs } from '@mui/material';
import type { ErrorSchema } from '@rjsf/utils';
import { useState, type ReactNode } from 'react';
import { EditBase, useDelete, useEditContext } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { askConfirmation } from '../../ui/confirm/confirmStore';
import { PageHeader } from '../../ui/layout/PageHeader';
import { dismiss, toast } from '../../ui/notifications/toastStore';
import { showError } from '../../ui/notifications/showError';
import { RecordForm } from '../form/RecordForm';
import { recordToSend } from '../form/formSchema';
import { formatCell } from '../../ui/list/cellFormat';
import { kindOf } from '../../ui/list/columns';
import type { ResourceMeta, ResourceRecord } from '../../domain/resources/meta';
import { FormActions } from '../../ui/form/FormActions';
import { HistoryTab } from './HistoryTab';
import { SAVED_MESSAGE } from '../../ui/form/messages';
import { reportSaveError, STALE_TOAST_ID } from './saveErrors';

const FORM_ID = 'record-edit-form';

/** A record's name for the page title: its first list column, as the list shows it. */
function recordName(meta: ResourceMeta, record: ResourceRecord | undefined): string | null {
  const field = meta.listColumns[0];
  const property = field ? meta.schema.properties[field] : undefined;
  if (!record || !field || !property || meta.references[field]) return null;
  return formatCell(kindOf(property), record[field]) || null;
}

function lastChanged(record: ResourceRecord | undefined): string | null {
  const when = record?.modifiedDate ?? record?.createdDate;
  return typeof when === 'string' ? `Last changed ${formatCell('dateTime', when)}` : null;
}

interface EditViewProps {
  meta: ResourceMeta;
  id: number;
  basePath: string;
  singleton: boolean;
  headerActions?: ReactNode;
}

function EditView({ meta, id, basePath, singleton, headerActions }: EditViewProps) {
  const { record, isPending, save, saving, refetch } = useEditContext<ResourceRecord>();
  const navigate = useNavigate();
  const [tab, setTab] = useState<'details' | 'history'>('details');
  const [serverErrors, setServerErrors] = useState<ErrorSchema | undefined>();
  const [deleteOne, { isPending: deleting }] = useDelete();
  const readOnly = !meta.canWrite;
  const system = meta.systemRows?.ids.includes(id) ?? false;

  const onSubmit = (formData: Record<string, unknown>) =>
    save?.(recordToSend(meta.schema, formData, 'update'), {
      onSuccess: () => {
        dismiss(STALE_TOAST_ID);
        setServerErrors(undefined);
        toast.success(SAVED_MESSAGE);
      },
      onError: (error: unknown) => reportSaveError(error, meta.schema, setServerErrors, () => void refetch()),
    });

  const onDelete = async () => {
    const yes = await askConfirmation({ message: `Delete this ${meta.recordLabel.toLowerCase()}? This cannot be undone.` });
    if (!yes) return;
    deleteOne(
      meta.name,
      { id, previousData: record },
      {
        mutationMode: 'pessimistic',
        onSuccess: () => {
          toast.success(`${meta.recordLabel} deleted.`);
          navigate(basePath);
        },
        onError: (error: unknown) => showError(error),
      },
    );
  };

  const name = recordName(meta, record);
  return (
    <>
      <PageHeader
        title={singleton ? meta.label : name ?? `Edit ${meta.recordLabel}`}
        subtitle={singleton ? meta.schema.description : [name ? meta.recordLabel : null, lastChanged(record)].filter(Boolean).join(' · ') || undefined}
        actions={headerActions}
      />
      <Paper variant="outlined">
        <Tabs value={tab} onChange={(_, next) => setTab(next)} sx={{ px: { xs: 1, sm: 2 }, borderBottom: 1, borderColor: 'divider' }}>
          <Tab value="details" label="Details" icon={<InfoOutlined fontSize="small" />} iconPosition="start" sx={{ minHeight: 52 }} />
          <Tab value="history" label="History" icon={<HistoryOutlined fontSize="small" />} iconPosition="start" sx={{ minHeight: 52 }} />
        </Tabs>
        {tab === 'history' ? (
          <Box sx={{ p: { xs: 2, sm: 3 } }}>
            <HistoryTab key={String(record?.version)} meta={meta} id={id} />
          </Box>
        ) : isPending || !record ? (
          <LinearProgress aria-label="Loading" />
        ) : (
          <>
            <Box sx={{ p: { xs: 2, sm: 3 } }}>
              {readOnly && (
                <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2.5 }}>
                  You can view this {meta.recordLabel.toLowerCase()}. Changing it needs write access to {meta.module}.
                </Alert>
              )}
              {system && !readOnly && (
                <Alert severity="info" icon={<LockOutlined />} sx={{ mb: 2.5 }}>
                  A system {meta.recordLabel.toLowerCase()}: FieldDesk’s rules depend on it. You can edit it, but not delete or deactivate it.
                </Alert>
              )}
              <RecordForm
                key={`${record.id}:${String(record.version)}`}
                meta={meta}
                initial={record}
                readOnly={readOnly}
                formId={FORM_ID}
                onSubmit={onSubmit}
                serverErrors={serverErrors}
                onEdit={() => serverErrors && setServerErrors(undefined)}
                locked={system ? meta.systemRows?.fixed : undefined}
              />
            </Box>
            {!readOnly && (
              <FormActions
                formId={FORM_ID}
                saving={Boolean(saving)}
                onCancel={singleton ? undefined : () => navigate(basePath)}
                start={
                  !singleton &&
                  !system && (
                    <Button color="error" startIcon={<DeleteOutline />} onClick={() => void onDelete()} disabled={deleting || Boolean(saving)}>
                      Delete
                    </Button>
                  )
                }
              />
            )}
          </>
        )}
      </Paper>
    </>
  );
}

/** The edit screen of one record (a resource's path/:id, or the singleton's path with id 1). */
export function EditRecord({ meta, id, basePath, singleton, headerActions }: EditViewProps) {
  const navigate = useNavigate();
  return (
    <Box sx={{ maxWidth: 960, width: '100%', mx: 'auto' }}>
      <EditBase
        resource={meta.name}
        id={id}
        mutationMode="pessimistic"
        redirect={false}
        queryOptions={{
          retry: false,
          onError: (error: unknown) => {
            showError(error);
            if (!singleton) navigate(basePath, { replace: true });
          },
        }}
      >
        <EditView meta={meta} id={id} basePath={basePath} singleton={singleton} headerActions={headerActions} />
      </EditBase>
    </Box>
  );
}
