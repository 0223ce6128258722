import type { Language } from '@inkstone/shared/constants';
import { parseLanguage } from './language';
import { defaultUserState, type PendingOrder, type UserState } from './userState';

/** localStorage key of the spec §3 app user state. */
export const USER_STATE_KEY = 'inkstone.user';

type Fields = Record<string, unknown>;

function pick<T>(source: Fields, key: string, fallback: T, isValid: (value: unknown) => boolean): T {
  const value = source[key];
  return isValid(value) ? (value as T) : fallback;
}

const isString = (value: unknown) => typeof value === 'string';
const isBoolean = (value: unknown) => typeof value === 'boolean';
const isNumber = (value: unknown) => typeof value === 'number' && Number.isFinite(value);

function isPendingOrder(value: unknown): value is PendingOrder {
  const order = value as Partial<PendingOrder> | null;
  return (
    typeof order === 'object' &&
    order !== null &&
    isString(order.outTradeNo) &&
    isNumber(order.orderAmount) &&
    isString(order.createdTime)
  );
}

function parseOrders(value: unknown): Record<string, PendingOrder> {
  if (typeof value !== 'object' || value === null) return {};
  return Object.fromEntries(Object.entries(value).filter(([, order]) => isPendingOrder(order)));
}

/** Reads stored state field by field; anything missing or malformed falls back to its default. */
export function parseUserState(raw: string | null, language: Language): UserState {
  const base = defaultUserState(language);
  let source: Fields = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (typeof parsed === 'object' && parsed !== null) source = parsed as Fields;
  } catch {
    source = {};
  }
  return {
    logged: pick(source, 'logged', base.logged, isBoolean),
    type: pick(source, 'type', base.type, (v) => v === 'email' || v === 'phone'),
    token: pick(source, 'token', base.token, isString),
    email: pick(source, 'email', base.email, isString),
    loginUserType: pick(source, 'loginUserType', base.loginUserType, (v) => v === 'regular' || v === 'admin'),
    nickname: pick(source, 'nickname', base.nickname, isString),
    lastLoginTime: pick(source, 'lastLoginTime', base.lastLoginTime, isString),
    durWordsLeft: pick(source, 'durWordsLeft', base.durWordsLeft, isNumber),
    numOfToken: pick(source, 'numOfToken', base.numOfToken, isNumber),
    annonymousUserTag: pick(source, 'annonymousUserTag', base.annonymousUserTag, isString),
    language: parseLanguage(source.language) ?? base.language,
    hasSeenQuestionaire: pick(source, 'hasSeenQuestionaire', base.hasSeenQuestionaire, isBoolean),
    outTradeNo: parseOrders(source.outTradeNo),
  };
}

/** Loads the app user state from localStorage. */
export function loadUserState(storage: Storage, language: Language): UserState {
  return parseUserState(storage.getItem(USER_STATE_KEY), language);
}

/** Persists the app user state to localStorage. */
export function saveUserState(storage: Storage, state: UserState): void {
  storage.setItem(USER_STATE_KEY, JSON.stringify(state));
}
