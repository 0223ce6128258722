import { accountTypeOf, type AccountType } from '@inkstone/shared/accountName';
import type { Language } from '@inkstone/shared/constants';
import type { LoginUserType, UserInfoRes } from '@inkstone/shared/api/user';

/** A pending payment order, keyed by id in {@link UserState.outTradeNo}. */
export interface PendingOrder {
  outTradeNo: string;
  orderAmount: number;
  createdTime: string;
}

/**
 * spec §3 "App user state", field for field. `email` holds the account name (an email or a phone
 * number — `type` says which, per the spec §5 rule); `nickname` is the display name.
 * `durWordsLeft` is persisted as the spec asks, but the balance has one source, the user-info
 * query: this copy only mirrors it (features/user/mirrorWordsLeft.ts) and is read only until the
 * query first answers after a reload.
 */
export interface UserState {
  logged: boolean;
  type: AccountType;
  token: string;
  email: string;
  loginUserType: LoginUserType;
  nickname: string;
  lastLoginTime: string;
  durWordsLeft: number;
  numOfToken: number;
  annonymousUserTag: string;
  language: Language;
  hasSeenQuestionaire: boolean;
  outTradeNo: Record<string, PendingOrder>;
}

/** The state of a visitor who never signed in on this device. */
export function defaultUserState(language: Language): UserState {
  return {
    logged: false,
    type: 'email',
    token: '',
    email: '',
    loginUserType: 'regular',
    nickname: '',
    lastLoginTime: '',
    durWordsLeft: 0,
    numOfToken: 0,
    annonymousUserTag: '',
    language,
    hasSeenQuestionaire: false,
    outTradeNo: {},
  };
}

/** The signed-in state after user info arrives (login or the navigation guard). */
export function withUserInfo(state: UserState, info: UserInfoRes): UserState {
  return {
    ...state,
    logged: true,
    type: accountTypeOf(info.userAccount),
    email: info.userAccount,
    loginUserType: info.loginUserType,
    nickname: info.nickname || info.userAccount,
    lastLoginTime: info.lastLoginTime ?? '',
    durWordsLeft: info.durWordsLeft,
    hasSeenQuestionaire: info.hasSeenQuestionaire,
  };
}

/**
 * spec §4: logout clears auth, email, money, words left and last login time. The rest of the
 * signed-in identity (nickname, account type, role) goes too, so a shared computer does not keep
 * showing the previous user; device choices (language, anonymous tag, pending orders) stay.
 */
export function loggedOut(state: UserState): UserState {
  const cleared = defaultUserState(state.language);
  return {
    ...cleared,
    annonymousUserTag: state.annonymousUserTag,
    hasSeenQuestionaire: state.hasSeenQuestionaire,
    outTradeNo: state.outTradeNo,
  };
}
