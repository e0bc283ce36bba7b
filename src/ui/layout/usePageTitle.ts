import { useEffect } from 'react';
import { pageTitle } from '../product';

/** Sets the browser tab title while the calling page is shown. */
export function usePageTitle(title?: string | null): void {
  useEffect(() => {
    document.title = pageTitle(title);
    return () => {
      document.title = pageTitle();
    };
  }, [title]);
}
