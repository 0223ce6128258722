import { APICallError, RetryError } from 'ai';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { LlmCallError } from './llmErrors.js';

/** Abort reason: no byte arrived from the model for the stall timeout. */
export class StallTimeout extends Error {
  constructor(readonly ms: number) {
    super(`no data from the model for ${ms} ms`);
  }
}

/** Abort reason: the call ran longer than LLM_TIMEOUT_MS. */
export class TotalTimeout extends Error {
  constructor(readonly ms: number) {
    super(`the model call took longer than ${ms} ms`);
  }
}

const seconds = (ms: number) => (ms >= 1000 ? `${Math.round(ms / 1000)} s` : `${ms} ms`);

/** The provider's own message from an error body, shortened, with anything like a key masked. */
function providerDetail(body: string | undefined): string | undefined {
  if (!body) return undefined;
  let message: unknown;
  try {
    const parsed = JSON.parse(body) as { error?: { message?: unknown } | string; message?: unknown };
    message = typeof parsed.error === 'object' ? parsed.error?.message : (parsed.error ?? parsed.message);
  } catch {
    message = body;
  }
  if (typeof message !== 'string' || !message.trim()) return undefined;
  const masked = message.replace(/\b(sk|key|api)[-_A-Za-z0-9*]{6,}/gi, '[key]').trim();
  return masked.length > 200 ? `${masked.slice(0, 200)}…` : masked;
}

function fromStatus(status: number, body: string | undefined): LlmCallError {
  const detail = providerDetail(body);
  const withDetail = (text: string) => (detail ? `${text} (HTTP ${status}: ${detail})` : `${text} (HTTP ${status})`);
  if (status === 401 || status === 403) {
    // The provider's text may echo part of the key, so it is left out.
    return new LlmCallError(
      ErrorCode.upstreamAuthFailed,
      `The AI model provider rejected the API key (HTTP ${status}). An administrator needs to check the model settings.`,
      status,
    );
  }
  if (status === 429) {
    return new LlmCallError(
      ErrorCode.upstreamRateLimited,
      withDetail('The AI model provider is limiting requests or its quota is used up. Please retry in a moment.'),
      status,
    );
  }
  if (status >= 500) {
    return new LlmCallError(
      ErrorCode.upstreamError,
      withDetail('The AI model provider had an internal error. Please retry.'),
      status,
    );
  }
  return new LlmCallError(
    ErrorCode.upstreamError,
    withDetail('The AI model provider refused the request. An administrator may need to check the model settings.'),
    status,
  );
}

const brokeOff = () =>
  new LlmCallError(
    ErrorCode.upstreamError,
    'The connection to the AI model provider broke off before the answer was complete. Please retry.',
  );

/**
 * What to tell the user about a failed model call. `abortReason` is the reason the call's own
 * controller was aborted with (stall or total timeout), if it was.
 */
export function classifyLlmError(err: unknown, abortReason?: unknown): LlmCallError {
  if (abortReason instanceof StallTimeout) {
    return new LlmCallError(
      ErrorCode.upstreamTimeout,
      `The AI model stopped sending for ${seconds(abortReason.ms)}, so the request was stopped. Please retry.`,
    );
  }
  if (abortReason instanceof TotalTimeout) {
    return new LlmCallError(
      ErrorCode.upstreamTimeout,
      `The AI model did not finish within ${seconds(abortReason.ms)}. Please retry, perhaps with a shorter text.`,
    );
  }
  if (err instanceof LlmCallError) return err;
  const cause = RetryError.isInstance(err) ? err.lastError : err;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode !== undefined && cause.statusCode >= 400)
      return fromStatus(cause.statusCode, cause.responseBody);
    // A 2xx here means the answer started and its body then broke.
    if (cause.statusCode !== undefined) return brokeOff();
    return new LlmCallError(
      ErrorCode.upstreamError,
      'Could not reach the AI model provider. Check the network and the model settings, then retry.',
    );
  }
  return brokeOff();
}
