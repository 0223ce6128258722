import { describe, expect, it } from 'vitest';
import { SseHttpError, SseStreamBrokenError } from '@inkstone/shared/readSse';
import { initI18n } from './i18n';
import {
  connectionLostMessage,
  failureOfError,
  failureOfEvent,
  isCancelled,
  NETWORK_FAILURE,
  streamErrorMessage,
  streamFailureMessage,
} from './streamFailure';

describe('stream failures', () => {
  it('words a refusal before the first byte as spec §8 "HTTP {status}: {text}"', () => {
    const failure = failureOfError(new SseHttpError(402, 'insufficient_balance', 'Not enough words'));
    expect(failure).toEqual({
      code: 'insufficient_balance',
      message: 'HTTP 402: Not enough words',
      status: 402,
      isRetryable: false,
    });
  });

  it('retries busy or failing upstreams but not a missing model', () => {
    expect(failureOfError(new SseHttpError(502, undefined, 'Bad gateway')).isRetryable).toBe(true);
    expect(failureOfError(new SseHttpError(429, 'rate_limited', 'Slow down')).isRetryable).toBe(true);
    expect(failureOfError(new SseHttpError(503, 'llm_not_configured', 'No model')).isRetryable).toBe(false);
    expect(failureOfError(new SseHttpError(400, 'validation_error', 'text: must not be empty')).isRetryable).toBe(
      false,
    );
  });

  it('treats a cut stream or an unreachable server as a network failure worth retrying', () => {
    expect(failureOfError(new SseStreamBrokenError())).toMatchObject({ code: NETWORK_FAILURE, isRetryable: true });
    expect(failureOfError(new TypeError('Failed to fetch'))).toMatchObject({
      code: NETWORK_FAILURE,
      isRetryable: true,
    });
  });

  it('reads error events by their code', () => {
    expect(failureOfEvent({ type: 'error', errorMsg: 'Too slow', errorCode: 'upstream_timeout' })).toEqual({
      code: 'upstream_timeout',
      message: 'Too slow',
      isRetryable: true,
    });
    expect(failureOfEvent({ type: 'error', errorMsg: 'Bad key', errorCode: 'upstream_auth_failed' }).isRetryable).toBe(
      false,
    );
  });

  it('words a failure for the paper-search flow: the server text by its code, else check the network', () => {
    void initI18n('en');
    expect(streamFailureMessage(new SseHttpError(409, 'no_such_code', 'Already running'))).toBe('Already running');
    expect(streamFailureMessage(new SseStreamBrokenError())).toBe(
      'The connection was interrupted. Check your network and retry.',
    );
    expect(streamErrorMessage({ type: 'error', errorMsg: 'Stopped', errorCode: 'no_such_code' })).toBe('Stopped');
  });

  it('tells the caller cancelling its own request from a failure', () => {
    const aborted = new AbortController();
    aborted.abort();
    expect(isCancelled(new Error('x'), aborted.signal)).toBe(true);
    expect(isCancelled(new DOMException('gone', 'AbortError'), new AbortController().signal)).toBe(true);
    expect(isCancelled(new SseStreamBrokenError(), new AbortController().signal)).toBe(false);
  });

  it("has one Chinese wording of 'check the network and retry' for every stream", () => {
    void initI18n('cn');
    expect(connectionLostMessage()).toBe('连接中断，请检查网络后重试。');
    const zhCatalogues = import.meta.glob<Record<string, string>>('../locales/zh-CN/*.json', {
      eager: true,
      import: 'default',
    });
    const wordings = Object.values(zhCatalogues)
      .flatMap((catalogue) => Object.values(catalogue))
      .filter((text) => text.includes('检查网络后重试'));
    expect(wordings).toEqual([connectionLostMessage()]);
  });
});
