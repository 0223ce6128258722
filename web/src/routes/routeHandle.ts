import type { TFunction } from 'i18next';

/** Extra data a route carries: how to title the browser tab, and how the layout frames the page. */
export interface RouteHandle {
  title: (t: TFunction) => string;
  /**
   * A page that is a full-window workspace (the editor): it gets every pixel below the top bar — no
   * page padding or footer, and the navigation as an overlay even on large screens.
   */
  isWorkspace?: boolean;
}

const BRAND = 'Inkstone';

/** "Page · Inkstone". */
export function brandedTitle(page: string): string {
  return `${page} · ${BRAND}`;
}

/** spec §2: the page title is 首页 (home page) — a fixed product string, in every language. */
export const HOME_TITLE = '首页';

/** Narrows a route's `handle` to a RouteHandle. */
export function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && typeof (handle as RouteHandle).title === 'function';
}
