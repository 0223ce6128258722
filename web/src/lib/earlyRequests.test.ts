import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet } from './apiClient';
import { ApiError } from './apiError';
import { dropEarlyGets, startEarlyGet } from './earlyRequests';
import { initI18n } from './i18n';
import { userStore } from './userStore';
import { defaultUserState } from './userState';

const fetchMock = vi.fn<typeof fetch>();
const answer = (durWordsLeft: number) =>
  new Response(JSON.stringify({ success: true, data: { durWordsLeft } }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok-early', email: 'a@b.co' });
});
afterEach(() => vi.unstubAllGlobals());

describe('a GET the entry started early', () => {
  it('is sent with the token and taken once by the first apiGet of its path', async () => {
    fetchMock.mockResolvedValueOnce(answer(7)).mockResolvedValueOnce(answer(8));
    startEarlyGet('/v1/user/info', 'tok-early');
    const [, init] = fetchMock.mock.calls[0] ?? [];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-early');

    await expect(apiGet('/v1/user/info')).resolves.toEqual({ durWordsLeft: 7 });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await expect(apiGet('/v1/user/info')).resolves.toEqual({ durWordsLeft: 8 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('is not used by a request made with another token, or for another path', async () => {
    for (const words of [1, 2, 3, 4]) fetchMock.mockResolvedValueOnce(answer(words));
    startEarlyGet('/v1/user/info', 'tok-of-someone-before');
    await expect(apiGet('/v1/user/info')).resolves.toEqual({ durWordsLeft: 2 });
    startEarlyGet('/v1/user/info', 'tok-early');
    await expect(apiGet('/v1/user/info', { query: { full: 1 } })).resolves.toEqual({ durWordsLeft: 4 });
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([
      '/v1/user/info',
      '/v1/user/info',
      '/v1/user/info',
      '/v1/user/info?full=1',
    ]);
  });

  it("hands a network failure to the request that takes it, as apiRequest's own", async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    startEarlyGet('/v1/user/info', 'tok-early');
    const error = await apiGet('/v1/user/info', { notify: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(0);
  });

  it('is forgotten once dropped (the app has drawn its first page)', async () => {
    fetchMock.mockResolvedValueOnce(answer(5)).mockResolvedValueOnce(answer(6));
    startEarlyGet('/v1/user/info', 'tok-early');
    dropEarlyGets();
    await expect(apiGet('/v1/user/info')).resolves.toEqual({ durWordsLeft: 6 });
  });
});
