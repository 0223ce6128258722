import { SourceError } from './sourceError.js';

/** How one request to a source ended: answered, from the cache, 404, a SourceError's failure, or aborted. */
export type SourceCallOutcome = 'ok' | 'cached' | 'not_found' | 'aborted' | SourceError['failure'];

/** One request of a source's HTTP client (retries and rate-limit waits included). */
export interface SourceCallRecord {
  source: string;
  outcome: SourceCallOutcome;
  seconds: number;
}

/** Hears about every request of the sources' HTTP clients (the app's metrics). */
export type SourceCallObserver = (record: SourceCallRecord) => void;

/** The outcome of a request that threw `err` (an abort by the caller is not the source's failure). */
export function sourceOutcomeOf(err: unknown, signal: AbortSignal | undefined): SourceCallOutcome {
  if (err instanceof SourceError) return err.failure;
  return signal?.aborted ? 'aborted' : 'http';
}
