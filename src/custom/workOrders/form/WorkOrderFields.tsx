import { Box, TextField } from '@mui/material';
import { useDataProvider } from 'react-admin';
import { showError } from '../../../ui/notifications/showError';
import { technicianLabel } from '../../../domain/permissions/roles';
import { PROBLEM_MAX, type WorkOrderLookups } from '../../../domain/workOrders/orders';
import { FormSection } from '../../../ui/form/FormSection';
import { CurrencyField } from '../../../ui/form/CurrencyField';
import { ReferenceAutocomplete } from '../../../ui/reference/ReferenceAutocomplete';
import { MultiSelect } from '../../../ui/form/MultiSelect';
import { errorProps, type FieldErrors } from '../../../ui/form/fieldErrors';
import { LookupSelect } from './LookupSelect';
import { customerAddress, SITE_ADDRESS_MAX, type WorkOrderFormValues } from './workOrderForm';

const CUSTOMERS = { resource: 'customers', label: 'name' };

const wide = { gridColumn: '1 / -1' };

/**
 * The fields of a work order on its create and edit pages (spec §2.1): customer and billing
 * customer (searchable), site address (from the customer unless typed), problem, status, flag,
 * class, base city, NTE and the technicians.
 */
export function WorkOrderFields({
  values,
  errors,
  onChange,
  lookups,
  disabled,
  statusDisabled,
}: {
  values: WorkOrderFormValues;
  errors: FieldErrors;
  onChange: (change: Partial<WorkOrderFormValues>) => void;
  lookups: WorkOrderLookups | null;
  disabled: boolean;
  /** Changing the status needs the Change Status permission besides editing. */
  statusDisabled?: boolean;
}) {
  const dataProvider = useDataProvider();
  const technicianOptions = (lookups?.technicians ?? []).map((t) => ({ id: t.id, name: technicianLabel(t) }));

  const chooseCustomer = (customerId: number | null) => {
    if (customerId === null) return onChange({ customerId });
    dataProvider.getOne('customers', { id: customerId }).then(
      ({ data }) =>
        onChange({
          customerId,
          billingCustomerId: typeof data.billingCustomerId === 'number' ? data.billingCustomerId : customerId,
          siteAddress: customerAddress(data),
        }),
      (error: unknown) => {
        onChange({ customerId });
        showError(error);
      },
    );
  };

  return (
    <Box sx={{ '& .MuiFormLabel-asterisk': { color: 'error.main' } }}>
      <FormSection title="Customer" subtitle="Who the work is for, who pays for it and where it is done.">
        <ReferenceAutocomplete
          reference={CUSTOMERS}
          label="Customer"
          required
          value={values.customerId}
          onChange={chooseCustomer}
          disabled={disabled}
          {...errorProps(errors, 'customerId')}
        />
        <ReferenceAutocomplete
          reference={CUSTOMERS}
          label="Billing Customer"
          value={values.billingCustomerId}
          onChange={(billingCustomerId) => onChange({ billingCustomerId })}
          disabled={disabled}
          {...errorProps(errors, 'billingCustomerId', 'Who is billed; the customer itself unless chosen.')}
        />
        <Box sx={wide}>
          <TextField
            label="Site Address"
            fullWidth
            value={values.siteAddress}
            onChange={(e) => onChange({ siteAddress: e.target.value })}
            disabled={disabled}
            {...errorProps(errors, 'siteAddress', "The customer's address unless changed.")}
            slotProps={{ htmlInput: { maxLength: SITE_ADDRESS_MAX } }}
          />
        </Box>
      </FormSection>
      <FormSection title="Work">
        <Box sx={wide}>
          <TextField
            label="Problem"
            required
            fullWidth
            multiline
            rows={4}
            value={values.problem}
            onChange={(e) => onChange({ problem: e.target.value })}
            disabled={disabled}
            {...errorProps(errors, 'problem', `${values.problem.length} / ${PROBLEM_MAX}`)}
            slotProps={{ htmlInput: { maxLength: PROBLEM_MAX } }}
          />
        </Box>
        <LookupSelect
          label="Status"
          required
          options={lookups?.statuses}
          value={values.statusId}
          onChange={(statusId) => statusId !== null && onChange({ statusId })}
          disabled={disabled || statusDisabled}
          error={errors.statusId}
          helperText={statusDisabled && !disabled ? 'Changing the status needs the Change Status permission.' : undefined}
        />
        <LookupSelect label="Flag" options={lookups?.flags} value={values.flagId} onChange={(flagId) => onChange({ flagId })} disabled={disabled} error={errors.flagId} />
        <LookupSelect label="Class" options={lookups?.classes} value={values.classId} onChange={(classId) => onChange({ classId })} disabled={disabled} error={errors.classId} />
        <LookupSelect
          label="Base City"
          options={lookups?.baseCities}
          value={values.baseCityId}
          onChange={(baseCityId) => onChange({ baseCityId })}
          disabled={disabled}
          error={errors.baseCityId}
        />
        <CurrencyField
          label="NTE (Not To Exceed)"
          value={values.nteAmount}
          onChange={(nteAmount) => onChange({ nteAmount })}
          disabled={disabled}
          {...errorProps(errors, 'nteAmount', 'Leave empty when the customer set no limit.')}
        />
      </FormSection>
      <FormSection title="Technicians" subtitle="Who works on the order: it shows in their My Work Orders.">
        <Box sx={wide}>
          <MultiSelect
            label="Technicians"
            options={technicianOptions}
            value={values.technicianIds}
            onChange={(technicianIds) => onChange({ technicianIds })}
            disabled={disabled || !lookups}
            {...errorProps(errors, 'technicianIds')}
            placeholder="Choose technicians"
          />
        </Box>
      </FormSection>
    </Box>
  );
}
