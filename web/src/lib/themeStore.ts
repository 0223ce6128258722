import { DEFAULT_THEME, type ThemeChoice } from '@inkstone/shared/preferenceCookies';
import { createStore } from './createStore';
import { preferencesStore } from './preferencesStore';
import { choiceOnPage, readThemeCookie, writeThemeCookie } from './themeChoice';

/** Marks the page with the choice, so the early style in index.html and the app agree on the background. */
function markPage(choice: ThemeChoice): void {
  document.documentElement.dataset.theme = choice;
}

/**
 * The device's theme choice (spec §9), read once before the first render — from the cookie, or what
 * the server marked the page with — so a reload paints the chosen theme at once.
 */
export const themeChoiceStore = createStore<ThemeChoice>(
  readThemeCookie() ?? choiceOnPage() ?? DEFAULT_THEME,
  markPage,
);
markPage(themeChoiceStore.get());

/** Switches the theme on this device: the cookie (30 days), the page, and the stored preferences. */
export function chooseTheme(choice: ThemeChoice): void {
  writeThemeCookie(choice);
  themeChoiceStore.set(choice);
  preferencesStore.update((preferences) => ({ ...preferences, theme: choice }));
}
