import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LoaderFunctionArgs } from 'react-router';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { userKeys } from '../features/user/queries';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { snackbar } from '../lib/snackbarStore';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { sessionCheckStore, sessionGuardLoader } from './sessionGuard';

const fetchMock = vi.fn<typeof fetch>();

const USER: UserInfoRes = {
  userAccount: '13800138000',
  durWordsLeft: 777,
  lastLoginTime: '2026-03-04T05:06:07.000Z',
  nickname: 'Lin',
  email: null,
  phone: '13800138000',
  loginUserType: 'regular',
  language: 'en',
  hasSeenQuestionaire: false,
  abilities: [],
};

const argsFor = (path: string) =>
  ({ request: new Request(`http://localhost${path}`), params: {} }) as LoaderFunctionArgs;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

async function redirectOf(promise: Promise<unknown>): Promise<string | null> {
  const thrown = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(thrown).toBeInstanceOf(Response);
  return (thrown as Response).headers.get('Location');
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  queryClient.clear();
  snackbar.store.set([]);
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('sessionGuardLoader', () => {
  it('logs the user in from fresh user info, raising the loading flag meanwhile', async () => {
    let release: (response: Response) => void = () => undefined;
    fetchMock.mockReturnValueOnce(new Promise<Response>((resolve) => (release = resolve)));
    const pending = sessionGuardLoader(argsFor('/apps/editor'));
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sessionCheckStore.get()).toBe(true);

    release(json(200, { success: true, data: USER }));
    await expect(pending).resolves.toBeNull();
    expect(sessionCheckStore.get()).toBe(false);
    expect(userStore.get()).toMatchObject({ logged: true, type: 'phone', email: '13800138000' });
    // The balance is read from the user-info query the guard filled.
    expect(queryClient.getQueryData<UserInfoRes>(userKeys.info())?.durWordsLeft).toBe(777);
  });

  it('logs out and redirects to login with the original path when the check fails', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { success: false, errorMsg: 'no', errorCode: 'unauthenticated' }));
    const location = await redirectOf(sessionGuardLoader(argsFor('/apps/editor?id=3')));
    expect(location).toBe('/login?redirect=%2Fapps%2Feditor%3Fid%3D3');
    expect(snackbar.store.get().at(-1)).toMatchObject({
      text: 'Your session has ended. Please sign in again.',
      color: 'warning',
    });
    expect(userStore.get()).toMatchObject({ logged: false, token: '' });
    expect(sessionCheckStore.get()).toBe(false);
  });

  it('redirects without a round trip when there is no token', async () => {
    userStore.set(defaultUserState('en'));
    expect(await redirectOf(sessionGuardLoader(argsFor('/apps/home')))).toBe('/login?redirect=%2Fapps%2Fhome');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reports a network failure and still logs out (spec §2)', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await redirectOf(sessionGuardLoader(argsFor('/apps/home')));
    expect(snackbar.store.get().at(-1)).toMatchObject({ color: 'error' });
    expect(userStore.get().logged).toBe(false);
  });

  it('does not check paths the spec exempts', async () => {
    userStore.set(defaultUserState('en'));
    await expect(sessionGuardLoader(argsFor('/admin/users'))).resolves.toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
