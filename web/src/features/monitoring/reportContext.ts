import { NARROW_SCREEN_PX } from '@inkstone/shared/constants';
import type { ViewportClass } from '@inkstone/shared/api/monitor';

/** Narrower than this is a phone. */
const PHONE_MAX_PX = 600;

/** The viewport class of a window width: phone, tablet (below the app's narrow-screen width) or desktop. */
export function viewportClassOf(width: number): ViewportClass {
  if (width < PHONE_MAX_PX) return 'phone';
  return width < NARROW_SCREEN_PX ? 'tablet' : 'desktop';
}

/** The browser's privacy signals: Do Not Track or Global Privacy Control turn page views off. */
export function isTrackingRefused(nav: { doNotTrack?: string | null; globalPrivacyControl?: boolean }): boolean {
  return nav.doNotTrack === '1' || nav.globalPrivacyControl === true;
}

interface MatchLike {
  route: { path?: string };
}

/**
 * The route pattern of the matched routes (`/apps/papersearch/result/:id`), never the URL: ids and
 * search terms stay out of analytics. The catch-all route is `/*`.
 */
export function routePatternOf(matches: readonly MatchLike[]): string {
  let pattern = '';
  for (const { route } of matches) {
    if (!route.path) continue;
    pattern = route.path.startsWith('/') ? route.path : `${pattern.replace(/\/$/, '')}/${route.path}`;
  }
  if (pattern === '' || pattern === '*') return pattern === '*' ? '/*' : '/';
  return pattern.startsWith('/') ? pattern : `/${pattern}`;
}

declare const __INKSTONE_RELEASE__: string | undefined;

/** The build id Vite injects (`define`); `dev` under the dev server and in tests. */
export const RELEASE: string = typeof __INKSTONE_RELEASE__ === 'string' ? __INKSTONE_RELEASE__ : 'dev';
