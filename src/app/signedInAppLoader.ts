import { lazyArea } from '../ui/lazy/lazyArea';
import { loadChunk } from '../ui/lazy/loadChunk';
import type { Session } from '../ui/session/sessionTypes';

const importSignedInApp = () => import('./SignedInApp');

/** react-admin and the signed-in shell, on a chunk of their own: the sign-in page never waits for them. */
export const SignedInApp = lazyArea('app', importSignedInApp);

let preloading = false;

/** Starts loading the signed-in app ahead of need (as the user types their password); a failure is left to the real load. */
export function preloadSignedInApp(): void {
  if (preloading) return;
  preloading = true;
  importSignedInApp().catch(() => undefined);
}

/** Where a user who has just signed in goes; the route table it is chosen from comes with the signed-in app. */
export async function landingAfterSignIn(session: Session): Promise<string> {
  return (await loadChunk('app', importSignedInApp)).landingAfterSignIn(session);
}
