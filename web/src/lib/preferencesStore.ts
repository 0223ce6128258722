import { DEFAULT_THEME } from '@inkstone/shared/preferenceCookies';
import { createStore } from './createStore';
import { defaultLanguage, readLanguageCookie } from './language';
import { loadPreferences, savePreferences, type Preferences } from './preferences';
import { readThemeCookie } from './themeChoice';

/** The spec §3 preferences, persisted to localStorage on every change. */
export const preferencesStore = createStore<Preferences>(
  // The theme cookie is the choice (spec §9); the stored preference mirrors it.
  {
    ...loadPreferences(window.localStorage, readLanguageCookie() ?? defaultLanguage()),
    theme: readThemeCookie() ?? DEFAULT_THEME,
  },
  (preferences) => savePreferences(window.localStorage, preferences),
);

/** Collapses or expands the permanent vertical navigation. */
export function toggleNavCollapsed(): void {
  preferencesStore.update((preferences) => ({
    ...preferences,
    verticalNavCollapsed: !preferences.verticalNavCollapsed,
  }));
}
