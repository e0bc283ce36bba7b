import { useState } from 'react';
import { showError } from './showError';

/**
 * An action the user started (save, delete, export): `busy` while it runs; a failure goes to
 * `onFailure`, by default a toast.
 */
export function useBusyAction() {
  const [busy, setBusy] = useState(false);
  const run = async (action: () => Promise<void>, onFailure: (error: unknown) => void = showError) => {
    setBusy(true);
    try {
      await action();
    } catch (error) {
      onFailure(error);
    } finally {
      setBusy(false);
    }
  };
  return { busy, run };
}
