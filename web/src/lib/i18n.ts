import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@inkstone/shared/constants';
import en from '../locales/en/translation.json';
import zhCN from '../locales/zh-CN/translation.json';
import { DEFAULT_LANGUAGE, localeOf, type Locale } from './language';

/** spec §4: the page language and its writing direction come from the configured locale list. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', 'zh-CN': 'ltr' };

function setDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = DIRECTION[locale];
}

/** The app's single i18next instance: English sentences are the keys, so no key separators. */
export const i18n: I18n = i18next.createInstance();

/** Starts i18next in the given language; call once before the first render. */
export function initI18n(language: Language = DEFAULT_LANGUAGE): void {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    lng: localeOf(language),
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
    showSupportNotice: false,
  });
  setDocumentLocale(localeOf(language));
}

/** Switches the interface language and the page's `lang` attribute. */
export function applyLanguage(language: Language): void {
  const locale = localeOf(language);
  void i18n.changeLanguage(locale);
  setDocumentLocale(locale);
}
