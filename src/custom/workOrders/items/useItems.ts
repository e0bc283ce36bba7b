import { useCallback, useEffect, useState } from 'react';
import { showError } from '../../../ui/notifications/showError';

/** A list an order's tab shows, loaded when the tab opens; `reload` after a change. */
export function useItems<T>(load: () => Promise<T[]>): { rows: T[] | null; reload: () => void } {
  const [rows, setRows] = useState<T[] | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    let current = true;
    load().then(
      (found) => current && setRows(found),
      (error: unknown) => {
        if (!current) return;
        showError(error);
        setRows((existing) => existing ?? []);
      },
    );
    return () => {
      current = false;
    };
  }, [load, version]);
  const reload = useCallback(() => setVersion((v) => v + 1), []);
  return { rows, reload };
}
