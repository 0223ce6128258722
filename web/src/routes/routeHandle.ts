import type { TFunction } from 'i18next';

/** Extra data a route carries: how to title the browser tab. */
export interface RouteHandle {
  title: (t: TFunction) => string;
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
