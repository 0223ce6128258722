import { beforeEach, describe, expect, it } from 'vitest';
import { loadUserState, parseUserState, saveUserState, USER_STATE_KEY } from './storage';
import { defaultUserState, type UserState } from './userState';

const SPEC_FIELDS = [
  'logged',
  'type',
  'token',
  'email',
  'loginUserType',
  'nickname',
  'lastLoginTime',
  'durWordsLeft',
  'numOfToken',
  'annonymousUserTag',
  'language',
  'hasSeenQuestionaire',
  'outTradeNo',
].sort();

beforeEach(() => {
  window.localStorage.clear();
});

describe('user state storage', () => {
  it('persists exactly the fields spec §3 lists', () => {
    saveUserState(window.localStorage, defaultUserState('en'));
    const stored = JSON.parse(window.localStorage.getItem(USER_STATE_KEY) ?? '{}') as object;
    expect(Object.keys(stored).sort()).toEqual(SPEC_FIELDS);
  });

  it('round-trips a signed-in state', () => {
    const state: UserState = {
      ...defaultUserState('cn'),
      logged: true,
      type: 'phone',
      token: 't',
      email: '13800138000',
      nickname: 'Lin',
      durWordsLeft: 4321,
      outTradeNo: { a: { outTradeNo: 'T', orderAmount: 1, createdTime: 'now' } },
    };
    saveUserState(window.localStorage, state);
    expect(loadUserState(window.localStorage, 'en')).toEqual(state);
  });

  it('falls back to defaults for missing, malformed or tampered values', () => {
    expect(parseUserState(null, 'en')).toEqual(defaultUserState('en'));
    expect(parseUserState('{not json', 'en')).toEqual(defaultUserState('en'));
    const tampered = parseUserState(
      JSON.stringify({
        logged: 'yes',
        durWordsLeft: 'lots',
        loginUserType: 'root',
        language: 'fr',
        outTradeNo: { x: 1 },
      }),
      'cn',
    );
    expect(tampered).toEqual(defaultUserState('cn'));
  });
});
