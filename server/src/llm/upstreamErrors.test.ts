import { APICallError, RetryError } from 'ai';
import { describe, expect, it } from 'vitest';
import { classifyLlmError, StallTimeout, TotalTimeout } from './upstreamErrors.js';

const apiError = (statusCode: number | undefined, responseBody?: string) =>
  new APICallError({ message: 'x', url: 'http://x', requestBodyValues: {}, statusCode, responseBody });

describe('classifyLlmError', () => {
  it('names stalls and total timeouts by the abort reason', () => {
    expect(classifyLlmError(new Error('aborted'), new StallTimeout(30_000))).toMatchObject({
      errorCode: 'upstream_timeout',
      message: 'The AI model stopped sending for 30 s, so the request was stopped. Please retry.',
    });
    expect(classifyLlmError(undefined, new TotalTimeout(300_000)).message).toContain('within 300 s');
  });

  it('maps statuses and keeps the provider detail except for auth failures', () => {
    const key = '{"error":{"message":"Incorrect API key provided: sk-VKMIs****wjh3."}}';
    expect(classifyLlmError(apiError(401, key))).toMatchObject({
      errorCode: 'upstream_auth_failed',
      upstreamStatus: 401,
    });
    expect(classifyLlmError(apiError(401, key)).message).not.toContain('sk-');
    expect(classifyLlmError(apiError(403))).toMatchObject({ errorCode: 'upstream_auth_failed' });
    expect(classifyLlmError(apiError(429, '{"error":{"message":"Slow down"}}')).message).toContain(
      '(HTTP 429: Slow down)',
    );
    expect(classifyLlmError(apiError(503))).toMatchObject({ errorCode: 'upstream_error', upstreamStatus: 503 });
    expect(classifyLlmError(apiError(400, 'plain text body')).message).toContain('HTTP 400: plain text body');
  });

  it('masks key-like strings in provider details and shortens long ones', () => {
    const body = JSON.stringify({ error: { message: `quota for key sk-abcdef123456 exceeded ${'x'.repeat(300)}` } });
    const message = classifyLlmError(apiError(429, body)).message;
    expect(message).not.toContain('sk-abcdef');
    expect(message).toContain('[key]');
    expect(message.length).toBeLessThan(400);
  });

  it('unwraps retry errors and tells unreachable from broken connections', () => {
    const retry = new RetryError({ message: 'r', reason: 'maxRetriesExceeded', errors: [apiError(429)] });
    expect(classifyLlmError(retry)).toMatchObject({ errorCode: 'upstream_rate_limited' });
    expect(classifyLlmError(apiError(undefined)).message).toContain('Could not reach');
    expect(classifyLlmError(apiError(200)).message).toContain('broke off');
    expect(classifyLlmError(new TypeError('terminated')).message).toContain('broke off');
  });
});
