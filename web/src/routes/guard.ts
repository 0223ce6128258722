import { AppPath } from './paths';

/** Routes anyone may open without a session (spec §2). */
export const PUBLIC_PATHS: readonly string[] = [AppPath.welcome, AppPath.invitation];

// spec §2 lists "paths containing /" among those that skip the check; read literally that would
// skip every path, so it is taken to mean the root path, which only redirects.
const SKIPPING_SEGMENTS = [AppPath.login, AppPath.register, AppPath.forgotPassword, '/admin'];

/** The query parameter that carries the page to return to after login. */
export const REDIRECT_PARAM = 'redirect';

/** spec §2: whether a navigation to `pathname` skips the user-info check. */
export function skipsSessionCheck(pathname: string): boolean {
  if (pathname === AppPath.root) return true;
  if (PUBLIC_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return true;
  return SKIPPING_SEGMENTS.some((segment) => pathname.includes(segment));
}

/** The login page that brings the user back to `originalPath` (path + query) afterwards. */
export function loginPathFor(originalPath: string): string {
  if (!originalPath || originalPath === AppPath.root || skipsSessionCheck(originalPath.split('?')[0] ?? '')) {
    return AppPath.login;
  }
  return `${AppPath.login}?${new URLSearchParams({ [REDIRECT_PARAM]: originalPath }).toString()}`;
}

/**
 * Where to go after login: the `redirect` parameter when it is a path inside this app, else home.
 * Anything else (another origin, `//host`, `/\host`) is refused so the link cannot send users away.
 */
export function redirectTargetOf(search: string): string {
  const target = new URLSearchParams(search).get(REDIRECT_PARAM);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return AppPath.home;
  }
  return target;
}
