import {
  DEFAULT_LOCALE_META,
  DEFAULT_THEME,
  LANGUAGE_COOKIE,
  parseLocale,
  parseThemeChoice,
  THEME_COOKIE,
  type Locale,
  type ThemeChoice,
} from '@inkstone/shared/preferenceCookies';

/** What the served page is told before any script runs. */
export interface PagePreferences {
  /** DEFAULT_LOCALE: the web app's language for a visitor who has not chosen one. */
  defaultLocale: Locale;
  /** The page's `lang`: the visitor's language cookie, else the default. */
  locale: Locale;
  /** The theme cookie; index.html's inline style paints the matching background before the app loads. */
  theme: ThemeChoice;
}

/** One cookie's value from a Cookie header, undefined when absent. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/** What the build provides for one page beyond the template (server/src/web/pageManifest.ts). */
export interface PageExtras {
  /** Markup for the end of the head: preload links, the prerendered page's styles. */
  head?: string;
  /** The page's markup for #root, and what it was rendered for (the browser checks before adopting it). */
  root?: { path: string; locale: Locale; theme: string; body: string };
}

/** The preferences of the visitor sending `cookieHeader`, with the configured default locale. */
export function pagePreferences(cookieHeader: string | undefined, defaultLocale: Locale): PagePreferences {
  return {
    defaultLocale,
    locale: parseLocale(cookieValue(cookieHeader, LANGUAGE_COOKIE)) ?? defaultLocale,
    theme: parseThemeChoice(cookieValue(cookieHeader, THEME_COOKIE)) ?? DEFAULT_THEME,
  };
}

/**
 * The web app's index.html with the visitor's language and theme on `<html>` and the default locale
 * in a meta tag the app reads at start, and the build's extras for the page (preload links and, for
 * the public pages, their markup and styles). Every value inserted comes from a closed list or the
 * build, so nothing a visitor sends reaches the page as markup.
 */
export function renderIndexHtml(template: string, prefs: PagePreferences, extras: PageExtras = {}): string {
  const meta = `<meta name="${DEFAULT_LOCALE_META}" content="${prefs.defaultLocale}" />`;
  const page = template
    .replace(/<html\b[^>]*>/i, `<html lang="${prefs.locale}" data-theme="${prefs.theme}">`)
    .replace(/<\/head>/i, () => `  ${meta}\n    ${extras.head ?? ''}\n  </head>`);
  const { root } = extras;
  if (!root) return page;
  // A function replacement: the markup's `$` signs are text, not replacement patterns.
  return page.replace(
    /<div id="root"><\/div>/,
    () =>
      // inert until the page's script has decided (web/src/main.tsx): markup React will replace stays
      // inert until React's first commit; markup it will adopt is freed at once, with a submit or a
      // click held until React has it. Either way nothing typed is lost and no form is sent by the
      // browser itself.
      `<div id="root" inert data-prerender-path="${root.path}" data-prerender-locale="${root.locale}" ` +
      `data-prerender-theme="${root.theme}">${root.body}</div>`,
  );
}
