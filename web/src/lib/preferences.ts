import type { Language } from '@inkstone/shared/constants';
import { PRIMARY_COLOR } from '@inkstone/shared/constants';
import { parseLanguage } from './language';

/** localStorage key of the spec §3 preferences. */
export const PREFERENCES_KEY = 'inkstone.preferences';

/** spec §3 "Preferences in local storage". The theme mirrors the theme cookie (spec §9); the skin is always bordered. */
export interface Preferences {
  language: Language;
  theme: 'light' | 'dark' | 'system';
  colorScheme: 'light' | 'dark';
  primaryColor: string;
  layoutNav: 'vertical' | 'horizontal';
  contentWidth: 'compact' | 'wide';
  footerType: 'static' | 'sticky' | 'hidden';
  navbarType: 'sticky' | 'static' | 'hidden';
  navbarBlur: boolean;
  verticalNavCollapsed: boolean;
  horizontalNavType: 'sticky' | 'static' | 'hidden';
}

/** The product defaults (light theme until the user chooses; §9: primary #696CFF). */
export function defaultPreferences(language: Language): Preferences {
  return {
    language,
    theme: 'light',
    colorScheme: 'light',
    primaryColor: PRIMARY_COLOR,
    layoutNav: 'vertical',
    contentWidth: 'compact',
    footerType: 'static',
    navbarType: 'sticky',
    navbarBlur: true,
    verticalNavCollapsed: false,
    horizontalNavType: 'sticky',
  };
}

/** Loads preferences, keeping the defaults for anything missing; the theme comes from its cookie (preferencesStore). */
export function loadPreferences(storage: Storage, language: Language): Preferences {
  const base = defaultPreferences(language);
  try {
    const stored = JSON.parse(storage.getItem(PREFERENCES_KEY) ?? '{}') as Partial<Preferences>;
    return {
      ...base,
      language: parseLanguage(stored.language) ?? base.language,
      verticalNavCollapsed: stored.verticalNavCollapsed === true,
    };
  } catch {
    return base;
  }
}

/** Persists preferences to localStorage. */
export function savePreferences(storage: Storage, preferences: Preferences): void {
  storage.setItem(PREFERENCES_KEY, JSON.stringify(preferences));
}
