import { describe, expect, it } from 'vitest';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { defaultUserState, loggedOut, withUserInfo, type UserState } from './userState';

const info = (userAccount: string): UserInfoRes => ({
  userAccount,
  durWordsLeft: 9000,
  lastLoginTime: '2026-01-02T03:04:05.000Z',
  nickname: 'Ada',
  email: null,
  phone: null,
  loginUserType: 'regular',
  language: 'en',
  hasSeenQuestionaire: true,
  abilities: [],
});

describe('user state', () => {
  it('starts logged out with the regular role', () => {
    expect(defaultUserState('cn')).toMatchObject({
      logged: false,
      loginUserType: 'regular',
      language: 'cn',
      token: '',
    });
  });

  it('derives the account type from the account name (spec §5)', () => {
    expect(withUserInfo(defaultUserState('en'), info('ada@uni.edu')).type).toBe('email');
    expect(withUserInfo(defaultUserState('en'), info('13800138000')).type).toBe('phone');
    expect(withUserInfo(defaultUserState('en'), info('+447700900123')).type).toBe('phone');
  });

  it('records the account and last login time from user info', () => {
    expect(withUserInfo(defaultUserState('en'), info('ada@uni.edu'))).toMatchObject({
      logged: true,
      email: 'ada@uni.edu',
      nickname: 'Ada',
      lastLoginTime: '2026-01-02T03:04:05.000Z',
      hasSeenQuestionaire: true,
    });
  });

  it('logout clears auth, email, money and last login time (spec §4; words left go with the query cache)', () => {
    const signedIn: UserState = {
      ...withUserInfo(defaultUserState('cn'), info('ada@uni.edu')),
      token: 'secret',
      numOfToken: 12,
      annonymousUserTag: 'anon-1',
      outTradeNo: { o1: { outTradeNo: 'T1', orderAmount: 10, createdTime: '2026-01-01' } },
    };
    const after = loggedOut(signedIn);
    expect(after).toMatchObject({
      logged: false,
      token: '',
      email: '',
      numOfToken: 0,
      lastLoginTime: '',
      nickname: '',
      loginUserType: 'regular',
    });
    expect(after.language).toBe('cn');
    expect(after.annonymousUserTag).toBe('anon-1');
    expect(after.hasSeenQuestionaire).toBe(true);
    expect(after.outTradeNo).toEqual(signedIn.outTradeNo);
  });
});
