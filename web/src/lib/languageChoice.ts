import type { Language } from '@inkstone/shared/constants';
import { applyLanguage } from './i18n';
import { writeLanguageCookie } from './language';
import { preferencesStore } from './preferencesStore';
import { userStore } from './userStore';

/**
 * Switches the interface language on this device: the cookie (spec §4, 30 days), the page, and
 * the language kept in the user state and the preferences.
 */
export function chooseLanguage(language: Language): void {
  writeLanguageCookie(language);
  applyLanguage(language);
  userStore.update((state) => ({ ...state, language }));
  preferencesStore.update((preferences) => ({ ...preferences, language }));
}
