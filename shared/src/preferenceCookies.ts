/**
 * The device preferences the server must know before the web app runs (spec §4, §9): the language
 * and the theme, each kept in a 30-day cookie, and the configured default language. The server puts
 * them into the page it serves, so the first paint is already in the right language and theme.
 */

/** The i18next locales the app ships; the spec's `cn` is `zh-CN`. */
export const LOCALES = ['en', 'zh-CN'] as const;
export type Locale = (typeof LOCALES)[number];

/** spec §9: default locale from app config, fallback en. */
export const FALLBACK_LOCALE: Locale = 'en';

/** The cookie of the language toggle (spec §4); its values are the spec's `en` / `cn`. */
export const LANGUAGE_COOKIE = 'language';
/** The cookie of the theme choice (spec §9). */
export const THEME_COOKIE = 'theme';

/** spec §9: theme choice light, dark or system. */
export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export const DEFAULT_THEME: ThemeChoice = 'light';

/** The `<meta name>` under which the served page carries the configured default locale. */
export const DEFAULT_LOCALE_META = 'inkstone-default-locale';

/**
 * A locale from configuration or a cookie: `en`, `zh-CN`, or the spec's `cn` (also `zh`, any case);
 * undefined for anything else.
 */
export function parseLocale(value: unknown): Locale | undefined {
  if (typeof value !== 'string') return undefined;
  const v = value.trim().toLowerCase();
  if (v === 'en') return 'en';
  if (v === 'cn' || v === 'zh' || v === 'zh-cn') return 'zh-CN';
  return undefined;
}

/** Narrows an untrusted value (cookie) to a theme choice, or undefined. */
export function parseThemeChoice(value: unknown): ThemeChoice | undefined {
  return THEME_CHOICES.find((choice) => choice === value);
}
