import { createStore } from './createStore';
import { defaultLanguage, readLanguageCookie } from './language';
import { loadPreferences, savePreferences, type Preferences } from './preferences';

/** The spec §3 preferences, persisted to localStorage on every change. */
export const preferencesStore = createStore<Preferences>(
  loadPreferences(window.localStorage, readLanguageCookie() ?? defaultLanguage()),
  (preferences) => savePreferences(window.localStorage, preferences),
);

/** Collapses or expands the permanent vertical navigation. */
export function toggleNavCollapsed(): void {
  preferencesStore.update((preferences) => ({
    ...preferences,
    verticalNavCollapsed: !preferences.verticalNavCollapsed,
  }));
}
