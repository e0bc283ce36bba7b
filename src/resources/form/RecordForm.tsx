import { Box, LinearProgress } from '@mui/material';
import Form from '@rjsf/mui';
import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidatorType } from '@rjsf/utils';
import { useEffect, useMemo, useState } from 'react';
import { toast } from '../../ui/notifications/toastStore';
import { DatesProvider } from '../../ui/form/DatesProvider';
import type { ResourceMeta } from '../../domain/resources/meta';
import { loadFormValidator } from '../validation/formValidator';
import { firstErrorMessage, transformErrorsFor } from './errorMessages';
import { uiSchemaOf } from './formSchema';
import { FieldErrorTemplate } from './templates/FieldErrorTemplate';
import { ObjectFieldTemplate } from './templates/ObjectFieldTemplate';
import { FORM_WIDGETS } from './widgets';

export interface RecordFormProps {
  meta: ResourceMeta;
  /** The record being edited, or undefined for a new one (the schema's defaults fill it). */
  initial: Record<string, unknown> | undefined;
  readOnly: boolean;
  /** The id of the <form>, for submit buttons placed outside it. */
  formId: string;
  /** Called with the form's values once the browser's checks pass. */
  onSubmit: (formData: Record<string, unknown>) => void;
  /** Errors the server reported, shown on their fields until the next change. */
  serverErrors?: ErrorSchema;
  onEdit?: () => void;
  /** Fields shown but not editable: the fixed fields of a system row. */
  locked?: readonly string[];
}

/**
 * The create/edit form of a resource, drawn by RJSF from its schema (MUI theme) with
 * FieldDesk's widgets. Checks run on submit, then on every change once a submit was tried;
 * on a failed submit the first message is shown and its field focused (spec §5).
 */
export function RecordForm({ meta, initial, readOnly, formId, onSubmit, serverErrors, onEdit, locked }: RecordFormProps) {
  const schema = meta.schema as RJSFSchema;
  const [validator, setValidator] = useState<ValidatorType | null>(null);
  const [data, setData] = useState<Record<string, unknown> | undefined>(initial);
  const [submitted, setSubmitted] = useState(false);
  const uiSchema = useMemo(() => uiSchemaOf(meta, locked), [meta, locked]);
  const transformErrors = useMemo(() => transformErrorsFor(meta.schema), [meta.schema]);

  useEffect(() => {
    let cancelled = false;
    loadFormValidator(meta.name, schema).then((v) => !cancelled && setValidator(v));
    return () => {
      cancelled = true;
    };
  }, [meta.name, schema]);

  if (!validator) return <LinearProgress aria-label="Loading the form" />;
  return (
    <DatesProvider>
      <Box
        sx={{
          '& .MuiFormLabel-asterisk': { color: 'error.main' },
          '& .rjsf-field-object > .MuiFormControl-root': { mt: 0 },
          '& .MuiFormHelperText-root': { mx: 0.5 },
          '& .rjsf-field > .MuiFormControl-root > .MuiTypography-caption': { mt: 0.5, mx: 0.5 },
        }}
      >
        <Form
          id={formId}
          schema={schema}
          uiSchema={uiSchema}
          formData={data}
          validator={validator}
          widgets={FORM_WIDGETS}
          templates={{ ObjectFieldTemplate, FieldErrorTemplate }}
          readonly={readOnly}
          noHtml5Validate
          showErrorList={false}
          liveValidate={submitted ? 'onChange' : false}
          focusOnFirstError
          transformErrors={transformErrors}
          extraErrors={serverErrors}
          onChange={({ formData }) => {
            setData(formData as Record<string, unknown>);
            onEdit?.();
          }}
          onError={(errors: RJSFValidationError[]) => {
            setSubmitted(true);
            const first = firstErrorMessage(errors);
            if (first) toast.error(first, { id: `${formId}-invalid` });
          }}
          onSubmit={({ formData }) => {
            setSubmitted(true);
            onSubmit(formData as Record<string, unknown>);
          }}
        />
      </Box>
    </DatesProvider>
  );
}
