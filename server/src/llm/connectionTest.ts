import { generateText } from 'ai';
import type { ConnectionFailure, TestConnectionRes } from '@inkstone/shared/api/modelSettings';
import { refusalIn } from '../net/outboundUrl.js';
import { CallGuard } from './callGuard.js';
import type { LlmConfig } from './config.js';
import { createChatModel } from './providers.js';
import { probeStructuredMode } from './structured/probeMode.js';

// Inkstone's own words for each failure. The endpoint's answer is never quoted: it may be any
// server (an internal one, if allowed), and its text must not come back through this page.
type CallFailure = Exclude<ConnectionFailure, 'not_configured'>;

const MESSAGES: Record<CallFailure, (status: number | null) => string> = {
  not_allowed: () =>
    'The base URL points to a private, loopback or link-local address, which this server does not call.',
  unreachable: () => 'Could not connect to the model endpoint. Check the base URL and the network.',
  timeout: () => 'The model endpoint did not answer in time.',
  auth: (status) => `The model endpoint refused the API key (HTTP ${status}).`,
  not_found: () => 'The model endpoint answered HTTP 404: check the base URL and the model name.',
  rate_limited: () => 'The model endpoint is limiting requests or its quota is used up (HTTP 429).',
  http_error: (status) => `The model endpoint answered HTTP ${status}.`,
  bad_answer: (status) => `The model endpoint answered HTTP ${status}, but not with a model reply.`,
};

function failureOf(error: unknown, isTimedOut: boolean, status: number | null): CallFailure {
  if (refusalIn(error)) return 'not_allowed';
  if (isTimedOut) return 'timeout';
  if (status === null) return 'unreachable';
  if (status === 401 || status === 403) return 'auth';
  if (status === 404) return 'not_found';
  if (status === 429) return 'rate_limited';
  return status >= 400 ? 'http_error' : 'bad_answer';
}

/** The summary of a configuration that cannot make calls at all; `problem` is Inkstone's text. */
export function notConfigured(config: LlmConfig, problem: string): TestConnectionRes {
  return {
    isOk: false,
    latencyMs: 0,
    model: config.model,
    httpStatus: null,
    failure: 'not_configured',
    errorMsg: problem,
    structuredMode: null,
  };
}

/**
 * One tiny real call with `config` through `fetch` (the model clients' guarded fetch), bounded by
 * `stallMs`, answered as a summary: whether the model answered, the HTTP status, the latency; when it
 * did, the structured-output mode that works (probeMode.ts; the latency is the first call's only).
 */
export async function testConnection(
  config: LlmConfig,
  fetch: typeof globalThis.fetch,
  stallMs: number,
): Promise<TestConnectionRes> {
  const started = performance.now();
  let httpStatus: number | null = null;
  const recording: typeof globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    httpStatus = response.status;
    return response;
  };
  // Nobody aborts a test from outside; the stall limit bounds each call.
  const newGuard = () => new CallGuard(new AbortController().signal, { stallMs, totalMs: stallMs });
  const guard = newGuard();
  const summary = (failure: CallFailure | null): TestConnectionRes => ({
    isOk: failure === null,
    latencyMs: Math.round(performance.now() - started),
    model: config.model,
    httpStatus,
    failure,
    errorMsg: failure === null ? null : MESSAGES[failure](httpStatus),
    structuredMode: null,
  });
  let result: TestConnectionRes;
  try {
    await generateText({
      model: createChatModel(config, config.model, recording),
      prompt: 'Reply with the single word OK.',
      maxRetries: 0,
      abortSignal: guard.signal,
    });
    result = summary(null);
  } catch (error) {
    return summary(failureOf(error, guard.signal.aborted, httpStatus));
  } finally {
    guard.dispose();
  }
  return { ...result, structuredMode: await probeStructuredMode(config, fetch, newGuard) };
}
