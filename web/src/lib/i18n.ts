import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@inkstone/shared/constants';
import { defaultLanguage, localeOf, type Locale } from './language';

/** spec §4: the page language and its writing direction come from the configured locale list. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', 'zh-CN': 'ltr' };

function setDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = DIRECTION[locale];
}

type Catalogue = Record<string, string>;

/**
 * Each locale is split into one JSON file per feature (translation.json, papers.json, …) so that
 * features own their strings; they are merged into the single `translation` namespace here.
 */
function catalogue(files: Record<string, Catalogue>): Catalogue {
  return Object.assign({}, ...Object.values(files)) as Catalogue;
}
const en = catalogue(import.meta.glob<Catalogue>('../locales/en/*.json', { eager: true, import: 'default' }));
const zhCN = catalogue(import.meta.glob<Catalogue>('../locales/zh-CN/*.json', { eager: true, import: 'default' }));

/** The app's single i18next instance: English sentences are the keys, so no key separators. */
export const i18n: I18n = i18next.createInstance();

/** Starts i18next in the given language; call once before the first render. */
export function initI18n(language: Language = defaultLanguage()): void {
  void i18n.use(initReactI18next).init({
    resources: { en: { translation: en }, 'zh-CN': { translation: zhCN } },
    lng: localeOf(language),
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  setDocumentLocale(localeOf(language));
}

/** Switches the interface language and the page's `lang` attribute. */
export function applyLanguage(language: Language): void {
  const locale = localeOf(language);
  void i18n.changeLanguage(locale);
  setDocumentLocale(locale);
}
