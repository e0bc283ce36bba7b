import { useState } from 'react';
import { useFormSave } from '../../../ui/form/useFormSave';
import { useWorkOrderLookups } from '../useWorkOrderLookups';
import type { WorkOrderFormValues } from './workOrderForm';

/**
 * A work order form (create page, Details tab): its values, its save, and `fields`, the props
 * WorkOrderFields takes; a change to a field clears the errors shown.
 */
export function useWorkOrderForm(initial: () => WorkOrderFormValues) {
  const lookups = useWorkOrderLookups();
  const [values, setValues] = useState<WorkOrderFormValues>(initial);
  const { errors, setErrors, saving, submit } = useFormSave();
  const fields = {
    values,
    errors,
    lookups,
    disabled: saving,
    onChange: (change: Partial<WorkOrderFormValues>) => {
      setValues((current) => ({ ...current, ...change }));
      setErrors({});
    },
  };
  return { values, setValues, setErrors, saving, submit, lookups, fields };
}
