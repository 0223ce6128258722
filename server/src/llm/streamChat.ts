import type { LanguageModelV4, LanguageModelV4Prompt } from '@ai-sdk/provider';
import type { CallGuard } from './callGuard.js';
import { LlmAbortedError, LlmCallError } from './llmErrors.js';
import { outcomeOf, type ModelCallOutcome, type TokenUsage } from './modelCallObserver.js';

/** One prompt to the model. */
export interface ChatRequest {
  system: string;
  prompt: string;
  temperature?: number;
}

/** A piece of the answer, or of the reasoning that precedes it. */
export interface LlmChunk {
  type: 'text' | 'reasoning';
  text: string;
}

/** Told once when a streamed call ends (a consumer that stopped early counts as `ok`), with the usage reported. */
export type StreamEnd = (outcome: ModelCallOutcome, usage: TokenUsage) => void;

/**
 * Streams the model's answer and reasoning as they arrive. Throws LlmCallError when the call fails
 * (never retried here: the client offers the retry) and LlmAbortedError when the guard's parent
 * signal aborts. Stopping the iteration early aborts the upstream request. `onEnd` hears how it ended.
 *
 * It reads the provider's own stream (`doStream`) rather than `streamText`: one system + user turn
 * with no tools needs none of streamText's steps, and its stream pipeline cost ~3.5× the CPU per
 * chunk (docs/decisions/005-stream-from-the-provider.md).
 */
export async function* streamChat(
  model: LanguageModelV4,
  req: ChatRequest,
  guard: CallGuard,
  onEnd?: StreamEnd,
): AsyncGenerator<LlmChunk> {
  const prompt: LanguageModelV4Prompt = [
    { role: 'system', content: req.system },
    { role: 'user', content: [{ type: 'text', text: req.prompt }] },
  ];
  let outcome: ModelCallOutcome = 'ok';
  let usage: TokenUsage = {};
  try {
    const { stream } = await model.doStream({ prompt, temperature: req.temperature, abortSignal: guard.signal });
    for await (const part of stream) {
      if (part.type === 'text-delta') {
        if (part.delta) yield { type: 'text', text: part.delta };
      } else if (part.type === 'reasoning-delta') {
        if (part.delta) yield { type: 'reasoning', text: part.delta };
      } else if (part.type === 'finish') {
        usage = { input: part.usage.inputTokens.total, output: part.usage.outputTokens.total };
      } else if (part.type === 'error') {
        throw guard.failure(part.error);
      }
    }
    if (guard.signal.aborted) throw guard.failure(undefined);
  } catch (err) {
    // An HTTP error, a broken body or an abort surfaces as a throw from the call or the stream.
    const failure = err instanceof LlmCallError || err instanceof LlmAbortedError ? err : guard.failure(err);
    outcome = outcomeOf(failure);
    throw failure;
  } finally {
    guard.dispose();
    onEnd?.(outcome, usage);
  }
}
