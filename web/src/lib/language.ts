import Cookies from 'js-cookie';
import { LANGUAGES, PREFERENCE_COOKIE_DAYS, type Language } from '@inkstone/shared/constants';
import {
  DEFAULT_LOCALE_META,
  FALLBACK_LOCALE,
  LANGUAGE_COOKIE,
  parseLocale,
  type Locale,
} from '@inkstone/shared/preferenceCookies';

export type { Locale };

const COOKIE_NAME = LANGUAGE_COOKIE;

/**
 * spec §9: the default locale comes from the app's configuration (DEFAULT_LOCALE), which the server
 * writes into the page it serves; fallback en (the development server, a page without the tag).
 */
export function defaultLanguage(): Language {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${DEFAULT_LOCALE_META}"]`);
  return languageOf(parseLocale(meta?.content) ?? FALLBACK_LOCALE);
}

/** Maps the spec's language value to the i18next locale. */
export function localeOf(language: Language): Locale {
  return language === 'cn' ? 'zh-CN' : 'en';
}

/** Maps an i18next locale back to the spec's language value. */
export function languageOf(locale: string): Language {
  return locale.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}

/** Narrows an untrusted string (cookie, storage) to a language, or undefined. */
export function parseLanguage(value: unknown): Language | undefined {
  return LANGUAGES.find((language) => language === value);
}

/** The language chosen on this device, if the user ever chose one. */
export function readLanguageCookie(): Language | undefined {
  return parseLanguage(Cookies.get(COOKIE_NAME));
}

/** spec §4 and §9: the language toggle is kept in a cookie for 30 days. */
export function writeLanguageCookie(language: Language): void {
  Cookies.set(COOKIE_NAME, language, { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
}

/** What goes between two sentences: Chinese full stops carry their own space, English needs one. */
export function sentenceGap(locale: string): string {
  return languageOf(locale) === 'cn' ? '' : ' ';
}
