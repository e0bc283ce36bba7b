import { useState } from 'react';
import { useFormSave } from '../../ui/form/useFormSave';
import type { UserFormValues } from './userForm';

/** A user form's values (null while the user loads) and its save; a change clears the errors shown. */
export function useUserForm<V extends UserFormValues | null>(initial: V) {
  const [values, setValues] = useState<V>(initial);
  const save = useFormSave();
  const { setErrors } = save;
  const change = (changed: Partial<UserFormValues>) => {
    setValues((current) => (current === null ? current : { ...current, ...changed }));
    setErrors({});
  };
  return { ...save, values, setValues, change };
}
