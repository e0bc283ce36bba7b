/**
 * Where a user lands after signing in (spec §2.2).
 */
import { canReadModule, hasFunctionality, meets, type AccessSubject } from './access';
import { FUNCTIONALITIES, MODULES } from './permissions/catalog';
import { DISPATCH_BOARD_REQUIRES } from './scheduling/access';
import { DISPATCH_PATH } from './scheduling/paths';

export const LOGIN_PATH = '/login';
export const HOME_PATH = '/home';

/**
 * The spec's landing order: the first target the user qualifies for and whose page exists wins.
 * A step may name stand-ins, tried in turn while its own page is not built: the COO dashboard's
 * readers who see the whole schedule take the dispatch board, today's work of every technician,
 * rather than falling through to a My Work Orders with nothing of theirs on it.
 */
const LANDING_ORDER: ReadonlyArray<{ targets: (subject: AccessSubject, portalId: string) => string[]; applies: (subject: AccessSubject, portalId: string) => boolean }> = [
  { targets: () => ['/management/teamLeader'], applies: (s) => canReadModule(s, MODULES.TEAM_LEADER) },
  {
    targets: (s) => ['/management/cooDashboard', ...(meets(s, DISPATCH_BOARD_REQUIRES) ? [DISPATCH_PATH] : [])],
    applies: (s) => canReadModule(s, MODULES.COO_DASHBOARD),
  },
  { targets: () => ['/workOrder/mine'], applies: (s) => hasFunctionality(s, FUNCTIONALITIES.MY_WORK_ORDERS, MODULES.WORK_ORDERS) },
  { targets: () => ['/sales/scheduler'], applies: (s) => canReadModule(s, MODULES.SALES_SCHEDULER) },
  {
    targets: (_, portalId) => [`/customerPortal/${encodeURIComponent(portalId)}`],
    applies: (s, portalId) => portalId !== '' && hasFunctionality(s, FUNCTIONALITIES.CUSTOMER_PROFILE, MODULES.USERS),
  },
];

/**
 * Where the user lands (spec §2.2): the first match of the landing order among the pages that
 * exist. `routes` are the app's registered route paths (react-router syntax, `:name` matches one
 * segment), so a landing page counts from the day its route is added; until then the rule
 * falls through to the next match and finally /home. The customer portal needs the user's id.
 */
export function landingPath(subject: AccessSubject, routes: readonly string[], clientAuthenticationId?: string | null): string {
  const portalId = clientAuthenticationId ?? '';
  for (const { targets, applies } of LANDING_ORDER) {
    if (!applies(subject, portalId)) continue;
    const path = targets(subject, portalId).find((target) => isRoutedPath(routes, target));
    if (path) return path;
  }
  return HOME_PATH;
}

/** True when one of the route paths matches `path` segment by segment (`:name` matches any one segment). */
export function isRoutedPath(routes: readonly string[], path: string): boolean {
  const segments = path.split('/');
  return routes.some((route) => {
    const pattern = route.split('/');
    return pattern.length === segments.length && pattern.every((part, i) => part === segments[i] || (part.startsWith(':') && segments[i] !== ''));
  });
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

/**
 * The remembered URL as kept in storage, with the user who was signed in when it was
 * remembered (null when nobody was, as for a link opened signed out).
 *
 * A page that knows no user (`userId` null) and remembers the very URL already remembered
 * (`stored`) keeps that entry's user: a tab that found the session ended dropped the token and
 * remembered where it was for that user, and the same page opened again, finding no token, must
 * not hand it to whoever signs in next. Another URL opened signed out is anyone's.
 */
export function rememberedEntry(url: string, userId: number | null, stored: string | null = null): string {
  const before = userId === null ? parsedEntry(stored) : null;
  return JSON.stringify({ url, userId: userId ?? (before?.url === url ? before.userId : null) });
}

function parsedEntry(stored: string | null): { url: string; userId: number | null } | null {
  if (!stored) return null;
  try {
    const entry = JSON.parse(stored) as { url?: unknown; userId?: unknown } | null;
    return typeof entry?.url === 'string' ? { url: entry.url, userId: typeof entry.userId === 'number' ? entry.userId : null } : null;
  } catch {
    return null;
  }
}

/**
 * The remembered URL for `userId` signing in: a URL remembered while another user was signed in
 * is not theirs to return to (a shared office computer), so they land as usual. Entries that do
 * not parse count as remembered by nobody.
 */
export function recalledUrlFor(stored: string | null, userId: number): string | null {
  if (!stored) return null;
  const entry = parsedEntry(stored);
  if (entry) return entry.userId === null || entry.userId === userId ? entry.url : null;
  return stored.startsWith('/') ? stored : null;
}

/** After sign-in: the remembered URL when there is one and we are at / or /login, else the landing rule over `routes`. */
export function afterSignInPath(
  currentPath: string,
  remembered: string | null,
  subject: AccessSubject,
  routes: readonly string[],
  clientAuthenticationId?: string | null,
): string | null {
  if (currentPath !== '/' && currentPath !== LOGIN_PATH) return null;
  if (remembered && isSameOriginPath(remembered)) return remembered;
  return landingPath(subject, routes, clientAuthenticationId);
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
