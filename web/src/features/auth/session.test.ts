import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import Cookies from 'js-cookie';
import type { LoginRes } from '@inkstone/shared/api/login';
import { i18n, initI18n } from '../../lib/i18n';
import { queryClient } from '../../lib/queryClient';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { userKeys } from '../user/queries';
import { completeLogin, signOut, signOutEverywhere } from './session';

const loginAs = (userAccount: string, language: 'en' | 'cn' = 'en'): LoginRes => ({
  token: 'session-token',
  expiresAt: '2026-12-31T00:00:00.000Z',
  user: {
    userAccount,
    durWordsLeft: 10000,
    lastLoginTime: '2026-01-01T00:00:00.000Z',
    nickname: userAccount,
    email: null,
    phone: null,
    loginUserType: 'regular',
    language,
    hasSeenQuestionaire: false,
    abilities: [],
  },
});

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  void initI18n('en');
  Cookies.remove('language');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  queryClient.clear();
  userStore.set(defaultUserState('en'));
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('login state', () => {
  it('stores the token and derives the account type from the account name', () => {
    completeLogin(loginAs('ada@uni.edu'));
    expect(userStore.get()).toMatchObject({
      logged: true,
      token: 'session-token',
      type: 'email',
      email: 'ada@uni.edu',
    });
    completeLogin(loginAs('13800138000'));
    expect(userStore.get()).toMatchObject({ type: 'phone', email: '13800138000' });
    expect(queryClient.getQueryData(userKeys.info())).toMatchObject({ userAccount: '13800138000' });
  });

  it('adopts the account language only when this device has not chosen one', () => {
    completeLogin(loginAs('ada@uni.edu', 'cn'));
    expect(i18n.language).toBe('zh-CN');
    expect(Cookies.get('language')).toBe('cn');

    Cookies.set('language', 'en');
    void initI18n('en');
    completeLogin(loginAs('ada@uni.edu', 'cn'));
    expect(i18n.language).toBe('en');
  });

  it('signs the device out even when the server cannot be reached', async () => {
    completeLogin(loginAs('ada@uni.edu'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await signOut();
    expect(userStore.get()).toMatchObject({ logged: false, token: '' });
    expect(queryClient.getQueryData(userKeys.info())).toBeUndefined();
  });

  it('keeps the device signed in when signing out everywhere fails', async () => {
    completeLogin(loginAs('ada@uni.edu'));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(signOutEverywhere()).rejects.toMatchObject({ errorCode: 'network_error' });
    expect(userStore.get().logged).toBe(true);
  });
});
