import Cookies from 'js-cookie';
import { LANGUAGES, PREFERENCE_COOKIE_DAYS, type Language } from '@inkstone/shared/constants';

/** The i18next locales the app ships; the spec's `cn` is `zh-CN`. */
export type Locale = 'en' | 'zh-CN';

/** spec §9: default locale from app config, fallback en. */
export const DEFAULT_LANGUAGE: Language = 'en';

const COOKIE_NAME = 'language';

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
