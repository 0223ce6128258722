import { createStore } from './createStore';
import { DEFAULT_LANGUAGE, readLanguageCookie } from './language';
import { loadPreferences, savePreferences, type Preferences } from './preferences';

/** The spec §3 preferences, persisted to localStorage on every change. */
export const preferencesStore = createStore<Preferences>(
  loadPreferences(window.localStorage, readLanguageCookie() ?? DEFAULT_LANGUAGE),
  (preferences) => savePreferences(window.localStorage, preferences),
);

/** Collapses or expands the permanent vertical navigation. */
export function toggleNavCollapsed(): void {
  preferencesStore.update((preferences) => ({
    ...preferences,
    verticalNavCollapsed: !preferences.verticalNavCollapsed,
  }));
}
