import { useEffect, useRef } from 'react';
import { useBlocker, type Location } from 'react-router-dom';
import { askConfirmation, type ConfirmationOptions } from './confirmStore';

/**
 * While `dirty`, asks before the user leaves the page: within the app (the menu, a link, Back,
 * or a new query string such as another role) with the app's confirmation dialog, and before the
 * tab is closed or reloaded with the browser's own question. A Yes runs `onDiscard` and goes on.
 */
export function useUnsavedChangesGuard({
  dirty,
  question,
  onDiscard,
}: {
  dirty: boolean;
  /** The dialog's wording for going to `next`; its Yes discards the changes. */
  question: (next: Location) => ConfirmationOptions;
  onDiscard: () => void;
}): void {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );
  const latest = useRef({ question, onDiscard });
  latest.current = { question, onDiscard };

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirmation(latest.current.question(blocker.location)).then((leave) => {
      if (!leave) return blocker.reset();
      latest.current.onDiscard();
      blocker.proceed();
    });
  }, [blocker]);

  useBeforeUnload(dirty);
}

/** Asks the browser to confirm leaving the page while `active`. */
function useBeforeUnload(active: boolean): void {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
