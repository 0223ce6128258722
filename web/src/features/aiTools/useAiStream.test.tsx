import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../lib/i18n';
import { snackbar } from '../../lib/snackbarStore';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { userKeys } from '../user/queries';
import { ABORT_SETTLE_MS } from '../user/refreshWordsLeft';
import { testUserInfo } from '../user/userInfo.test-fixture';
import type { AiStreamRequest } from './api';
import { useAiStream } from './useAiStream';
import { controlledSseStream } from './controlledSseStream';

const fetchMock = vi.fn<typeof fetch>();
const request: AiStreamRequest = { kind: 'rewrite', body: { text: 'Some text.', tool: 'polish' } };
const userInfo = testUserInfo(977);

let client: QueryClient;
function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

/** The balance as the app shows it: the user-info query's. */
const wordsLeft = () => client.getQueryData<typeof userInfo>(userKeys.info())?.durWordsLeft;
/**
 * Reads of the user info into this test's cache. Not fetch calls: a settle read an earlier test
 * scheduled (1 s after its stream was aborted) may still reach the shared fetch mock.
 */
let infoReads = 0;
let stopCountingReads: () => void = () => undefined;

/** Streams answer in turn; /v1/user/info answers with `balances` in turn (the last one repeats). */
function routeFetch(streams: Array<Response>, balances: number[] = [userInfo.durWordsLeft]) {
  fetchMock.mockImplementation(async (url) => {
    if (url === '/v1/user/info') {
      const durWordsLeft = balances.length > 1 ? balances.shift()! : balances[0]!;
      return new Response(JSON.stringify({ success: true, data: { ...userInfo, durWordsLeft } }));
    }
    const next = streams.shift();
    if (!next) throw new Error(`unexpected fetch ${String(url)}`);
    return next;
  });
}

const streamCalls = () => fetchMock.mock.calls.filter(([url]) => url !== '/v1/user/info');

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  snackbar.store.set([]);
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.info(), { ...userInfo, durWordsLeft: 1000 });
  infoReads = 0;
  stopCountingReads = client.getQueryCache().subscribe((event) => {
    if (event.type === 'updated' && event.action.type === 'success' && !event.action.manual) infoReads++;
  });
});
afterEach(() => {
  stopCountingReads();
  cleanup();
  vi.unstubAllGlobals();
});

describe('useAiStream', () => {
  it('a new request aborts the previous one; the header balance follows the finished stream', async () => {
    const first = controlledSseStream();
    const second = controlledSseStream();
    routeFetch([first.response, second.response]);
    const { result } = renderHook(() => useAiStream(), { wrapper });

    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(1));
    first.send({ type: 'diff', diff: 'old' });
    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(2));
    expect(streamCalls()[0]![1]!.signal!.aborted).toBe(true);

    second.send({ type: 'reasoning', reasoning: 'Why.' });
    second.send({ type: 'diff', diff: 'New text.' });
    second.send({
      type: 'done',
      data: { tool: 'polish', wordsCharged: 2, wordsLeft: 998, isTruncated: false },
    });
    second.end();
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(result.current.state).toMatchObject({ answer: 'New text.', reasoning: 'Why.' });
    await waitFor(() => expect(wordsLeft()).toBe(977));
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('a refusal shows the error, the spec §8 snackbar, and is not retried', async () => {
    routeFetch([
      new Response(
        JSON.stringify({ success: false, errorCode: 'insufficient_balance', errorMsg: 'Not enough words' }),
        {
          status: 402,
        },
      ),
    ]);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(result.current.state.status).toBe('error'));
    expect(result.current.state.failure).toMatchObject({
      code: 'insufficient_balance',
      message: 'HTTP 402: Not enough words',
    });
    expect(result.current.state.retryInMs).toBeUndefined();
    await waitFor(() => expect(snackbar.store.get().at(-1)?.text).toBe('Operation failed, please retry'));
  });

  it('with no model connected, the panel explains and no "please retry" snackbar is added', async () => {
    routeFetch([
      new Response(JSON.stringify({ success: false, errorCode: 'llm_not_configured', errorMsg: 'No model' }), {
        status: 503,
      }),
    ]);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(result.current.state.failure?.code).toBe('llm_not_configured'));
    await waitFor(() => expect(infoReads).toBe(1));
    expect(result.current.state.retryInMs).toBeUndefined();
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('a broken stream is tried again after 1000 ms', async () => {
    const broken = controlledSseStream();
    const retried = controlledSseStream();
    routeFetch([broken.response, retried.response]);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(1));
    const failedAt = Date.now();
    broken.send({ type: 'diff', diff: 'half' });
    broken.end();
    await waitFor(() => expect(streamCalls()).toHaveLength(2), { timeout: 3000 });
    expect(Date.now() - failedAt).toBeGreaterThanOrEqual(950);
    // The retry's fetch is made before React commits the state it dispatched with it.
    await waitFor(() =>
      expect(result.current.state).toMatchObject({ status: 'streaming', failedAttempts: 1, answer: '' }),
    );
  });

  it('stopping a stream reads the words left again, and once more after the server has settled', async () => {
    const stopped = controlledSseStream();
    // The first read may come before the server noticed the stop and gave the hold back.
    routeFetch([stopped.response], [600, 990]);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(1));
    stopped.send({ type: 'diff', diff: 'Some' });
    await waitFor(() => expect(result.current.state.answer).toBe('Some'));
    expect(infoReads).toBe(0);

    act(() => result.current.stop());
    expect(result.current.state.status).toBe('stopped');
    await waitFor(() => expect(wordsLeft()).toBe(600));
    await waitFor(() => expect(wordsLeft()).toBe(990), { timeout: ABORT_SETTLE_MS + 2000 });
    expect(infoReads).toBe(2);
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('a request replaced by a new one refreshes the words left too', async () => {
    const replaced = controlledSseStream();
    const next = controlledSseStream();
    routeFetch([replaced.response, next.response], [950]);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(1));
    act(() => result.current.run(request));
    await waitFor(() => expect(wordsLeft()).toBe(950));
    expect(result.current.state.status).toBe('streaming');
  });

  it('reads the done summary once: a wrong-shaped one is reported and left out, not cast', async () => {
    const stream = controlledSseStream();
    routeFetch([stream.response]);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { result } = renderHook(() => useAiStream(), { wrapper });
    act(() => result.current.run(request));
    await waitFor(() => expect(streamCalls()).toHaveLength(1));
    stream.send({ type: 'done', data: { tool: 'polish', wordsCharged: 'two', wordsLeft: 5 } });
    stream.end();
    await waitFor(() => expect(result.current.state.status).toBe('done'));
    expect(result.current.state.done).toBeUndefined();
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    // Nothing was taken from the unreadable summary: the balance comes from the server.
    await waitFor(() => expect(infoReads).toBe(1));
  });
});
