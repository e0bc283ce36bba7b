import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { signOut } from '../auth/signIn';
import { ensureSession, isSessionRejected } from '../../ui/session/sessionStore';
import { readToken } from '../../ui/session/tokenStore';
import { landingAfterSignIn } from '../signedInAppLoader';

/** Someone who still holds a valid token is sent on, as from "/" (spec §2.2). */
export function useSignedInRedirect(): boolean {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => readToken() !== null);
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    let active = true;
    ensureSession(token)
      .then(landingAfterSignIn)
      .then(
        (target) => {
          if (active) navigate(target, { replace: true });
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
  }, [navigate]);
  return checking;
}
