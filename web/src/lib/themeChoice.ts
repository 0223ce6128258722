import Cookies from 'js-cookie';
import { PREFERENCE_COOKIE_DAYS } from '@inkstone/shared/constants';
import { parseThemeChoice, THEME_COOKIE, type ThemeChoice } from '@inkstone/shared/preferenceCookies';

/** The palette a page is drawn in: a choice of `system` follows the device. */
export type ThemeMode = 'light' | 'dark';

/** The theme chosen on this device, if the user ever chose one. */
export function readThemeCookie(): ThemeChoice | undefined {
  return parseThemeChoice(Cookies.get(THEME_COOKIE));
}

/** spec §9: the theme choice is kept in a cookie for 30 days, like the language. */
export function writeThemeCookie(choice: ThemeChoice): void {
  Cookies.set(THEME_COOKIE, choice, { expires: PREFERENCE_COOKIE_DAYS, sameSite: 'Lax', path: '/' });
}

/** What `<html data-theme>` says: the server wrote the cookie's choice there (index.html's early style reads it). */
export function choiceOnPage(): ThemeChoice | undefined {
  return parseThemeChoice(document.documentElement.dataset.theme);
}

/** The palette for a choice; `prefersDark` is the device's `prefers-color-scheme: dark`. */
export function themeModeOf(choice: ThemeChoice, prefersDark: boolean): ThemeMode {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}
