import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH, afterSignInPath } from '../../domain/landing';
import { signOut } from '../auth/authProvider';
import { ensureSession, isSessionRejected } from '../../ui/session/sessionStore';
import { forgetUrl, readToken, recallUrl } from '../../ui/session/tokenStore';
import { APP_PATHS } from '../areas';

/** Someone who still holds a valid token is sent on, as from "/" (spec §2.2). */
export function useSignedInRedirect(): boolean {
  const navigate = useNavigate();
  const [checking, setChecking] = useState(() => readToken() !== null);
  useEffect(() => {
    const token = readToken();
    if (!token) return;
    let active = true;
    ensureSession(token).then(
      (session) => {
        if (!active) return;
        const target = afterSignInPath(LOGIN_PATH, recallUrl(session.user.userId), session.subject, APP_PATHS, session.user.clientAuthenticationId);
        forgetUrl();
        navigate(target ?? '/', { replace: true });
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
