import type { StartStopForm } from '../../domain/timeTracking/clock';

/** How the dialog's field groups read and change the form. */
export interface FormBinding {
  form: StartStopForm;
  set: <K extends keyof StartStopForm>(key: K, value: StartStopForm[K]) => void;
  /** The field's message once the user touched it or tried to submit. */
  errorOf: (key: keyof StartStopForm) => string | undefined;
}
