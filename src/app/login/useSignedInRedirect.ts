import { useEffect, useState } from 'react';
import { goTo } from '../appLocation';
import { signOut } from '../auth/signIn';
import { ensureSession, isSessionRejected } from '../../ui/session/sessionStore';
import { readToken } from '../../ui/session/tokenStore';
import { landingAfterSignIn } from '../signedInAppLoader';

/** Someone who still holds a valid token is sent on, as from "/" (spec §2.2). */
export function useSignedInRedirect(): boolean {
  const [checking, setChecking] = useState(() => readToken() !== null);
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    let active = true;
    ensureSession(token)
      .then(landingAfterSignIn)
      .then(
        (target) => {
          if (active) goTo(target, { replace: true });
        },
        (error: unknown) => {
          if (!active) return;
          if (isSessionRejected(error)) signOut();
          setChecking(false);
        },
      );
    return () => {
      active = false;
    };
  }, []);
  return checking;
}
