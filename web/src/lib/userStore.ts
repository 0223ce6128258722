import type { LoginRes } from '@inkstone/shared/api/login';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { createStore } from './createStore';
import { defaultLanguage, readLanguageCookie } from './language';
import { loadUserState, saveUserState } from './storage';
import { loggedOut, withUserInfo, type UserState } from './userState';

function initialState(): UserState {
  const state = loadUserState(window.localStorage, defaultLanguage());
  return { ...state, language: readLanguageCookie() ?? state.language };
}

/** The app user state (spec §3), persisted to localStorage on every change. */
export const userStore = createStore<UserState>(initialState(), (state) => saveUserState(window.localStorage, state));

/** spec §4: logged out → logged in by the login action. */
export function signIn(login: LoginRes): void {
  userStore.update((state) => ({ ...withUserInfo(state, login.user), token: login.token }));
}

/** Refreshes the signed-in state from a user-info response (the navigation guard). */
export function applyUserInfo(info: UserInfoRes): void {
  userStore.update((state) => withUserInfo(state, info));
}

/** spec §4: back to logged out; clears what §4 lists. */
export function signOutLocally(): void {
  userStore.update(loggedOut);
}
