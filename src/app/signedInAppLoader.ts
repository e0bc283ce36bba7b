import { createElement, useState, type ComponentType } from 'react';
import { lazyArea } from '../ui/lazy/lazyArea';
import { loadChunk } from '../ui/lazy/loadChunk';
import type { Session } from '../ui/session/sessionTypes';

/** The signed-in app's component once its chunk has loaded. */
let loaded: ComponentType | null = null;

const importSignedInApp = () =>
  import('./SignedInApp').then((module) => {
    loaded = module.default;
    return module;
  });

const LazySignedInApp = lazyArea('app', importSignedInApp);

/**
 * react-admin and the signed-in shell, on a chunk of their own: the sign-in page never waits for
 * them. Once the chunk is there (a sign-in waits for it before it leaves the sign-in page) the app
 * is drawn at once: a lazy component still suspends on its first draw, and React holds back
 * what a suspended part reveals for up to 300 ms after its fallback showed.
 */
export function SignedInApp() {
  // Chosen once per mount: a switch from the lazy one to the loaded one would mount the app anew.
  const [app] = useState<ComponentType>(() => loaded ?? LazySignedInApp);
  return createElement(app);
}

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
