import { toast } from '../notifications/toastStore';
import { useBusyAction } from '../notifications/useBusyAction';
import { firstError, reportSaveError, useFieldErrors, type FieldErrors } from './fieldErrors';

/**
 * The save of a hand-written form: `submit(found, send)` shows the browser's errors `found` (the
 * first as a toast) or else sends; while sending `saving` is on, and a failure lands on the fields
 * through `onFailure` (by default `reportSaveError`).
 */
export function useFormSave() {
  const fieldErrors = useFieldErrors();
  const { setErrors } = fieldErrors;
  const { busy: saving, run } = useBusyAction();

  const submit = async (found: FieldErrors, send: () => Promise<void>, onFailure: (error: unknown) => void = (error) => reportSaveError(error, setErrors)) => {
    setErrors(found);
    const first = firstError(found);
    if (first) return void toast.error(first);
    await run(send, onFailure);
  };
  return { ...fieldErrors, saving, submit };
}
