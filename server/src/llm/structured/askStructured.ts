import type { LanguageModel, ModelMessage } from 'ai';
import type { StructuredMode } from '@inkstone/shared/api/modelSettings';
import type { CallGuard } from '../callGuard.js';
import { StructuredOutputError } from '../llmErrors.js';
import type { TokenUsage } from '../modelCallObserver.js';
import { attemptStructured, correctionTurns, type StructuredAsk } from './structuredCall.js';

/** Where a structured call reports an answer that did not fit (a pino/Fastify logger). */
export interface StructuredLog {
  warn(details: object, message: string): void;
}

/**
 * Asks for `ask.schema` in `mode`. An answer that does not fit gets exactly one retry with the
 * validation message fed back; a second misfit throws StructuredOutputError (logged with the step).
 * Each attempt is one model call under its own guard from `newGuard`; upstream failures and aborts
 * propagate as LlmCallError / LlmAbortedError. `onUsage` hears the tokens each attempt reported.
 */
export async function askStructured<T>(
  model: LanguageModel,
  mode: StructuredMode,
  ask: StructuredAsk<T>,
  newGuard: () => CallGuard,
  log?: StructuredLog,
  onUsage?: (usage: TokenUsage) => void,
): Promise<T> {
  let messages: ModelMessage[] = [{ role: 'user', content: ask.prompt.prompt }];
  let problem = '';
  for (const attempt of [1, 2]) {
    const guard = newGuard();
    const answer = await attemptStructured(model, mode, ask, messages, guard).finally(() => guard.dispose());
    onUsage?.(answer.usage);
    if (answer.checked.isValid) return answer.checked.value;
    problem = answer.checked.problem;
    log?.warn(
      { step: ask.step, prompt: ask.prompt.version, mode, attempt, problem, chars: answer.raw.length },
      attempt === 1 ? 'model answer did not fit its schema; retrying with the error' : 'model answer unusable',
    );
    messages = [...messages, ...correctionTurns(answer.raw, problem, mode)];
  }
  throw new StructuredOutputError(ask.step, mode, problem);
}
