import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiGet, apiPost, setTopUpHandler, setUnauthorizedHandler } from './apiClient';
import { ApiError } from './apiError';
import { applyLanguage, initI18n } from './i18n';
import { snackbar } from './snackbarStore';
import { userStore } from './userStore';
import { defaultUserState } from './userState';

const fetchMock = vi.fn<typeof fetch>();

function respond(status: number, body: unknown): void {
  fetchMock.mockResolvedValueOnce(
    new Response(typeof body === 'string' ? body : JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

function lastSnackbar() {
  return snackbar.store.get().at(-1);
}

async function rejection(call: Promise<unknown>): Promise<ApiError> {
  const error = await call.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  snackbar.store.set([]);
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok-123', email: 'a@b.co' });
});

afterEach(() => {
  vi.unstubAllGlobals();
  setUnauthorizedHandler(() => undefined);
  setTopUpHandler(undefined);
});

describe('apiClient', () => {
  it('sends the bearer token and resolves with data on success', async () => {
    respond(200, { success: true, data: { durWordsLeft: 42 } });
    await expect(apiGet('/v1/user/info')).resolves.toEqual({ durWordsLeft: 42 });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/user/info');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok-123');
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('sends a JSON body and query parameters', async () => {
    respond(200, { success: true, data: null });
    await apiPost('/v1/x', { a: 1 }, { query: { page: 2 } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/v1/x?page=2');
    expect(init?.method).toBe('POST');
    expect(init?.body).toBe('{"a":1}');
    expect(new Headers(init?.headers).get('Content-Type')).toBe('application/json');
  });

  it('rejects success false with a typed error and a warning carrying errorMsg', async () => {
    respond(400, { success: false, errorMsg: 'code: must be 6 digits', errorCode: 'validation_error' });
    const error = await rejection(apiPost('/v1/login/sms', {}));
    expect(error).toMatchObject({ status: 400, errorCode: 'validation_error', errorMsg: 'code: must be 6 digits' });
    expect(lastSnackbar()).toMatchObject({ text: 'code: must be 6 digits', color: 'warning' });
  });

  it("keeps what a failure's envelope carries for recovery in the error's data", async () => {
    const data = { kind: 'note', note: { id: 'n1', version: 7 } };
    respond(409, { success: false, errorMsg: 'Changed elsewhere', errorCode: 'version_conflict', data });
    const error = await rejection(apiPost('/v1/textEditor/sync', {}, { notify: false }));
    expect(error).toMatchObject({ status: 409, errorCode: 'version_conflict', data });
  });

  it('falls back to 操作失败 when a failure has no errorMsg (zh-CN)', async () => {
    applyLanguage('cn');
    respond(200, { success: false });
    const error = await rejection(apiGet('/v1/x'));
    expect(error.errorMsg).toBe('操作失败');
    expect(lastSnackbar()).toMatchObject({ text: '操作失败', color: 'warning' });
  });

  it('shows a known error code in the interface language', async () => {
    applyLanguage('cn');
    respond(400, { success: false, errorMsg: 'Wrong code', errorCode: 'invalid_code' });
    expect((await rejection(apiGet('/v1/x'))).errorMsg).toBe('验证码错误。');
  });

  it('shows the network snackbar in Chinese when fetch fails', async () => {
    applyLanguage('cn');
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const error = await rejection(apiGet('/v1/x'));
    expect(error).toMatchObject({ status: 0, errorCode: 'network_error' });
    expect(lastSnackbar()).toMatchObject({ text: '网络请求失败，请检查网络', color: 'error' });
  });

  it('stays silent and rethrows when the call was cancelled', async () => {
    const controller = new AbortController();
    controller.abort();
    fetchMock.mockRejectedValueOnce(new DOMException('The operation was aborted.', 'AbortError'));
    await expect(apiGet('/v1/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('turns a 404 into an endpoint-does-not-exist error', async () => {
    respond(404, '<html>Not Found</html>');
    const error = await rejection(apiGet('/v1/nope'));
    expect(error).toMatchObject({
      status: 404,
      errorCode: 'endpoint_not_found',
      errorMsg: 'The endpoint does not exist',
    });
  });

  it('keeps a 404 about a missing object as that object’s error', async () => {
    respond(404, { success: false, errorMsg: 'Note not found', errorCode: 'not_found' });
    expect(await rejection(apiGet('/v1/x'))).toMatchObject({ errorCode: 'not_found', errorMsg: 'Note not found' });
  });

  it('logs out and calls the unauthorized handler on 401', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond(401, { success: false, errorMsg: 'Sign in first', errorCode: 'unauthenticated' });
    await rejection(apiGet('/v1/user/info'));
    expect(userStore.get()).toMatchObject({ logged: false, token: '', email: '' });
    expect(handler).toHaveBeenCalledOnce();
  });

  it('treats a wrong password (401 invalid_credentials) as an ordinary failure', async () => {
    const handler = vi.fn();
    setUnauthorizedHandler(handler);
    respond(401, { success: false, errorMsg: 'Wrong email or password', errorCode: 'invalid_credentials' });
    await rejection(apiPost('/v1/login/email', {}));
    expect(handler).not.toHaveBeenCalled();
    expect(userStore.get().token).toBe('tok-123');
  });

  it('shows no snackbar when the caller opts out', async () => {
    respond(429, { success: false, errorMsg: 'Slow down', errorCode: 'rate_limited' });
    await rejection(apiPost('/v1/x', {}, { notify: false }));
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await rejection(apiGet('/v1/x', { notify: false }));
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('rejects a response that is not an envelope', async () => {
    respond(502, 'Bad gateway');
    expect(await rejection(apiGet('/v1/x'))).toMatchObject({ status: 502, errorCode: 'invalid_response' });
  });

  it('offers a top-up with a 402 want of words when the shell registered one, and only then', async () => {
    const openTopUp = vi.fn();
    const refuse = () => respond(402, { success: false, errorCode: 'insufficient_balance', errorMsg: 'No words' });
    refuse();
    await rejection(apiPost('/v1/workflow/generateOutline', {}));
    expect(lastSnackbar()).toMatchObject({ text: 'No words', color: 'warning', action: undefined });

    setTopUpHandler(openTopUp);
    refuse();
    const error = await rejection(apiPost('/v1/workflow/generateOutline', {}));
    expect(error.status).toBe(402);
    expect(lastSnackbar()?.action?.label).toBe('Top up');
    lastSnackbar()?.action?.onClick();
    expect(openTopUp).toHaveBeenCalledTimes(1);

    // Other failures carry no action; a call that shows its errors itself gets no snackbar at all.
    respond(400, { success: false, errorCode: 'validation_error', errorMsg: 'bad' });
    await rejection(apiPost('/v1/x', {}));
    expect(lastSnackbar()?.action).toBeUndefined();
    snackbar.store.set([]);
    refuse();
    await rejection(apiPost('/v1/workflow/generateOutline', {}, { notify: false }));
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('offers the top-up in Chinese with the want of words said in Chinese', async () => {
    applyLanguage('cn');
    setTopUpHandler(vi.fn());
    respond(402, { success: false, errorCode: 'insufficient_balance', errorMsg: 'Not enough words left.' });
    await rejection(apiPost('/v1/workflow/generateOutline', {}));
    expect(lastSnackbar()).toMatchObject({ text: '剩余字数不足，请充值后继续。', action: { label: '充值' } });
  });
});
