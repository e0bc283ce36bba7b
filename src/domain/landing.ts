/**
 * Where a user lands after signing in (spec §2.2).
 */
import { canReadModule, hasFunctionality, type AccessSubject } from './access';
import { FUNCTIONALITIES, MODULES } from './permissionCatalog';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/** The first match of the spec's landing order; the customer portal needs the user's portal id. */
export function landingPath(subject: AccessSubject, clientAuthenticationId?: string | null): string {
  if (canReadModule(subject, MODULES.TEAM_LEADER)) return '/management/teamLeader';
  if (canReadModule(subject, MODULES.COO_DASHBOARD)) return '/management/cooDashboard';
  if (hasFunctionality(subject, FUNCTIONALITIES.MY_WORK_ORDERS, MODULES.WORK_ORDERS)) return '/workOrder/mine';
  if (canReadModule(subject, MODULES.SALES_SCHEDULER)) return '/sales/scheduler';
  if (clientAuthenticationId && hasFunctionality(subject, FUNCTIONALITIES.CUSTOMER_PROFILE, MODULES.USERS)) {
    return `/customerPortal/${encodeURIComponent(clientAuthenticationId)}`;
  }
  return HOME_PATH;
}

/**
 * The URL to remember before sending a user to sign in: path, query and hash, without any
 * token query parameter (links in e-mails may carry one), and never the login page itself.
 */
export function rememberableUrl(pathname: string, search = '', hash = ''): string | null {
  if (pathname === LOGIN_PATH || pathname === '/') return null;
  const params = new URLSearchParams(search);
  for (const key of [...params.keys()]) if (key.toLowerCase() === 'token') params.delete(key);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}${hash}`;
}

/** After sign-in: the remembered URL when there is one and we are at / or /login, else the landing rule. */
export function afterSignInPath(
  currentPath: string,
  remembered: string | null,
  subject: AccessSubject,
  clientAuthenticationId?: string | null,
): string | null {
  if (currentPath !== '/' && currentPath !== LOGIN_PATH) return null;
  if (remembered && isSameOriginPath(remembered)) return remembered;
  return landingPath(subject, clientAuthenticationId);
}

/**
 * True for a path on this site. Browsers read "/\\evil.example" and "/<tab>/evil.example" as
 * "//evil.example" (another site), so the check resolves the URL the way a browser does.
 */
function isSameOriginPath(url: string): boolean {
  if (!url.startsWith('/')) return false;
  const base = 'http://same-origin.invalid';
  try {
    return new URL(url, base).origin === base;
  } catch {
    return false;
  }
}
