import type { ThemeMode } from '../lib/themeChoice';

/** What the server says the markup in #root was rendered for (its `data-prerender-*` attributes). */
export interface PrerenderMark {
  path: string;
  locale: string;
  theme: string;
}

/** What this visit would render first, as far as the prerendered pages can differ. */
export interface FirstView {
  /** Path and query string. */
  path: string;
  locale: string;
  theme: ThemeMode;
  isSignedIn: boolean;
  /** A reload keeps what a navigation handed the page (e.g. the email after a password reset). */
  hasNavigationState: boolean;
}

/** The server's mark on #root, or undefined when it sent an empty root. */
export function prerenderMarkOf(root: HTMLElement): PrerenderMark | undefined {
  const { prerenderPath: path, prerenderLocale: locale, prerenderTheme: theme } = root.dataset;
  return path && locale && theme ? { path, locale, theme } : undefined;
}

/**
 * Whether the markup was rendered for exactly what this visit shows first: only then may React
 * adopt it (hydrate). Prerendered pages are drawn for a visitor who is not signed in, with no query
 * string and no navigation state; anything else is rendered afresh, replacing the markup.
 */
export function canHydrate(mark: PrerenderMark | undefined, view: FirstView): boolean {
  return (
    mark !== undefined &&
    mark.path === view.path &&
    mark.locale === view.locale &&
    mark.theme === view.theme &&
    !view.isSignedIn &&
    !view.hasNavigationState
  );
}
