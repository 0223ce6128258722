/** Why a request to an outside source failed, as the fan-out reports it. */
export type SourceFailure = 'rate_limited' | 'offline' | 'timeout' | 'http' | 'invalid_response';

/** A failed request to an outside scholarly service, after retries. */
export class SourceError extends Error {
  constructor(
    readonly source: string,
    readonly failure: SourceFailure,
    message: string,
    readonly status?: number,
    /** The start of the error body, for adapters that can explain it (e.g. arXiv's error feed). */
    readonly detail?: string,
  ) {
    super(`${source}: ${message}`);
    this.name = 'SourceError';
  }
}

// Node's fetch (undici) wraps DNS/route errors in `cause`; these codes mean the machine is offline.
const OFFLINE_CODES = new Set(['ENOTFOUND', 'ENETUNREACH', 'EAI_AGAIN']);

/** True when a fetch error says there is no network route or DNS. */
export function isOfflineError(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && OFFLINE_CODES.has(code)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
