import { LlmAbortedError, StructuredOutputError } from './llmErrors.js';

/** How a model call ended: answered, failed upstream, aborted by the caller, or answered unusably. */
export type ModelCallOutcome = 'ok' | 'error' | 'aborted' | 'invalid';

/** Tokens a provider reported for a call; a part it did not report stays undefined. */
export interface TokenUsage {
  input?: number;
  output?: number;
}

/** One finished model call, as LlmService reports it (metrics/appMetrics.ts counts them). */
export interface ModelCallRecord {
  provider: string;
  /** The step that asked (`agent.filter`) or the prompt's id (`polish.v1`); `chat` when unnamed. */
  step: string;
  outcome: ModelCallOutcome;
  seconds: number;
  usage: TokenUsage;
}

/** Hears about every model call when it ends. */
export type ModelCallObserver = (record: ModelCallRecord) => void;

/** The outcome of a call that threw `err`. */
export function outcomeOf(err: unknown): ModelCallOutcome {
  if (err instanceof LlmAbortedError) return 'aborted';
  if (err instanceof StructuredOutputError) return 'invalid';
  return 'error';
}

/** Adds usage reported by one attempt (a structured step may take two) to `total`. */
export function addUsage(total: TokenUsage, part: TokenUsage): void {
  if (part.input !== undefined) total.input = (total.input ?? 0) + part.input;
  if (part.output !== undefined) total.output = (total.output ?? 0) + part.output;
}
