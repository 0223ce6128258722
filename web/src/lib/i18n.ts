import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Language } from '@inkstone/shared/constants';
import type { Catalogue } from './catalogues/mergeCatalogues';
import { defaultLanguage, localeOf, type Locale } from './language';

/** spec §4: the page language and its writing direction come from the configured locale list. */
const DIRECTION: Record<Locale, 'ltr' | 'rtl'> = { en: 'ltr', 'zh-CN': 'ltr' };

function setDocumentLocale(locale: Locale): void {
  document.documentElement.lang = locale;
  document.documentElement.dir = DIRECTION[locale];
}

/** Each locale's strings are a chunk of their own: a visit fetches only its language's. */
const LOADERS: Record<Locale, () => Promise<Catalogue>> = {
  en: async () => (await import('./catalogues/en')).catalogue,
  'zh-CN': async () => (await import('./catalogues/zhCN')).catalogue,
};
const loaded: Partial<Record<Locale, Catalogue>> = {};
/** The language last asked for: a slower fetch of an earlier choice must not switch back to it. */
let wantedLocale: Locale | undefined;

/** The app's single i18next instance: English sentences are the keys, so no key separators. */
export const i18n: I18n = i18next.createInstance();

/** Makes catalogues available at once, without a fetch (tests provide both before they run). */
export function provideCatalogues(catalogues: Partial<Record<Locale, Catalogue>>): void {
  Object.assign(loaded, catalogues);
}

async function ensureCatalogue(locale: Locale): Promise<void> {
  const catalogue = (loaded[locale] ??= await LOADERS[locale]());
  i18n.addResourceBundle(locale, 'translation', catalogue, true, true);
}

/**
 * Starts i18next in the given language; call once before the first render. Resolves when that
 * language's strings are in (at once when they were provided); until then `t` answers with the
 * English keys. The first render should wait for it: it runs while the route's code loads.
 */
export function initI18n(language: Language = defaultLanguage()): Promise<void> {
  const locale = localeOf(language);
  wantedLocale = locale;
  const resources = Object.fromEntries(Object.entries(loaded).map(([l, c]) => [l, { translation: c }]));
  void i18n.use(initReactI18next).init({
    resources,
    lng: locale,
    fallbackLng: 'en',
    keySeparator: false,
    nsSeparator: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    initAsync: false,
  });
  setDocumentLocale(locale);
  return loaded[locale] ? Promise.resolve() : ensureCatalogue(locale);
}

/**
 * Switches the interface language and the page's `lang` attribute: at once when its strings are
 * loaded, else once they are (the first switch to the other language fetches them).
 */
export function applyLanguage(language: Language): void {
  const locale = localeOf(language);
  wantedLocale = locale;
  const switchTo = () => {
    if (wantedLocale !== locale) return; // a later choice came first
    void i18n.changeLanguage(locale);
    setDocumentLocale(locale);
  };
  if (loaded[locale]) switchTo();
  else void ensureCatalogue(locale).then(switchTo, switchTo);
}
