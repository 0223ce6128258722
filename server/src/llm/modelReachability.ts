import { refusalIn } from '../net/outboundUrl.js';
import type { LlmConfig } from './config.js';

/** Why the model endpoint was not reachable; null when it answered. */
export type ReachFailure = 'not_allowed' | 'unreachable' | 'timeout' | 'auth' | 'http_error';

export interface Reachability {
  isReachable: boolean;
  failure: ReachFailure | null;
  httpStatus: number | null;
  latencyMs: number;
}

/** Anthropic's API, as @ai-sdk/anthropic calls it when no base URL is set. */
const ANTHROPIC_API = 'https://api.anthropic.com/v1';

/** The model list of the configured endpoint, and the headers it needs. */
function modelListRequest(config: LlmConfig): { url: string; headers: Record<string, string> } {
  const base = (config.baseUrl ?? (config.provider === 'anthropic' ? ANTHROPIC_API : '')).replace(/\/+$/, '');
  if (config.provider === 'anthropic')
    return {
      url: `${base}/models`,
      headers: { 'x-api-key': config.apiKey ?? '', 'anthropic-version': '2023-06-01' },
    };
  return { url: `${base}/models`, headers: config.apiKey ? { authorization: `Bearer ${config.apiKey}` } : {} };
}

/**
 * Whether the configured model endpoint answers, without a paid call: `GET …/models` (free on
 * OpenAI-compatible servers, Ollama's /v1 and Anthropic). Any answer but a refused key or a server
 * error counts as reachable — a server without the list (404) is still there. Bounded by `timeoutMs`.
 */
export async function checkModelReachable(
  config: LlmConfig,
  fetch: typeof globalThis.fetch,
  timeoutMs: number,
): Promise<Reachability> {
  const started = performance.now();
  const signal = AbortSignal.timeout(timeoutMs);
  const result = (failure: ReachFailure | null, httpStatus: number | null): Reachability => ({
    isReachable: failure === null,
    failure,
    httpStatus,
    latencyMs: Math.round(performance.now() - started),
  });
  try {
    const { url, headers } = modelListRequest(config);
    const res = await fetch(url, { headers, signal, redirect: 'manual' });
    // Only the status matters; the body is not read, so the connection is released.
    await res.body?.cancel();
    if (res.status === 401 || res.status === 403) return result('auth', res.status);
    return result(res.status >= 500 ? 'http_error' : null, res.status);
  } catch (err) {
    if (refusalIn(err)) return result('not_allowed', null);
    return result(signal.aborted ? 'timeout' : 'unreachable', null);
  }
}
