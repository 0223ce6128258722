import type { LoginRes } from '@inkstone/shared/api/login';
import { readLanguageCookie } from '../../lib/language';
import { chooseLanguage } from '../../lib/languageChoice';
import { queryClient } from '../../lib/queryClient';
import { signIn, signOutLocally } from '../../lib/userStore';
import { logout, logoutAll } from '../user/api';
import { userKeys } from '../user/queries';

/**
 * Records a successful login (or registration). The account's saved language is adopted only
 * when this device has not chosen one, so a language picked on the login page is kept.
 */
export function completeLogin(login: LoginRes): void {
  signIn(login);
  queryClient.setQueryData(userKeys.info(), login.user);
  if (!readLanguageCookie()) chooseLanguage(login.user.language);
}

/** Forgets the session on this device: user state (spec §4) and every cached query. */
export function clearSession(): void {
  signOutLocally();
  queryClient.clear();
}

/** Signs this device out. A failed revoke (e.g. offline) still clears the device. */
export async function signOut(): Promise<void> {
  await logout({ notify: false }).catch(() => undefined);
  clearSession();
}

/**
 * Revokes every session of the user, then signs this device out. When the server cannot be
 * reached this rejects and the device stays signed in, so the user is never told "done" falsely.
 */
export async function signOutEverywhere(): Promise<void> {
  await logoutAll({ notify: false });
  clearSession();
}
