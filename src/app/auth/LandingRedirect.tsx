import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterSignInPath } from '../../domain/landing';
import { LoadingBar } from '../layout/LoadingBar';
import { useSession } from './sessionStore';
import { forgetUrl, recallUrl } from './tokenStore';
import { APP_PATHS } from '../routes';

/** At "/" with a valid session: the remembered URL, else the user's landing page (spec §2.2). */
export function LandingRedirect() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) return;
    const target = afterSignInPath('/', recallUrl(), session.subject, APP_PATHS, session.user.clientAuthenticationId);
    forgetUrl();
    if (target) navigate(target, { replace: true });
  }, [session, navigate]);
  return <LoadingBar />;
}
