import { LOGIN_PATH, afterSignInPath } from '../../domain/landing';
import type { Session } from '../../ui/session/sessionTypes';
import { forgetUrl, recallUrl } from '../../ui/session/tokenStore';
import { APP_PATHS } from '../areas';

/** Where the sign-in page sends a signed-in user: the remembered URL, else their landing page (spec §2.2). */
export function landingAfterSignIn(session: Session): string {
  const target = afterSignInPath(LOGIN_PATH, recallUrl(session.user.userId), session.subject, APP_PATHS, session.user.clientAuthenticationId);
  forgetUrl();
  return target ?? '/';
}
