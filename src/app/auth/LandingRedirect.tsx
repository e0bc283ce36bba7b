import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterSignInPath } from '../../domain/landing';
import { LoadingBar } from '../../ui/layout/LoadingBar';
import { useSession } from '../../ui/session/sessionStore';
import { forgetUrl, recallUrl } from '../../ui/session/tokenStore';
import { APP_PATHS } from '../areas';

/** At "/" with a valid session: the remembered URL, else the user's landing page (spec §2.2). */
export function LandingRedirect() {
  const session = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!session) return;
    const target = afterSignInPath('/', recallUrl(session.user.userId), session.subject, APP_PATHS, session.user.clientAuthenticationId);
    forgetUrl();
    if (target) navigate(target, { replace: true });
  }, [session, navigate]);
  return <LoadingBar />;
}
