import { streamText, type LanguageModel } from 'ai';
import type { CallGuard } from './callGuard.js';
import { LlmAbortedError, LlmCallError } from './llmErrors.js';

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

/**
 * Streams the model's answer and reasoning as they arrive. Throws LlmCallError when the call fails
 * (never retried here: the client offers the retry) and LlmAbortedError when the guard's parent
 * signal aborts. Stopping the iteration early aborts the upstream request.
 */
export async function* streamChat(model: LanguageModel, req: ChatRequest, guard: CallGuard): AsyncGenerator<LlmChunk> {
  const result = streamText({
    model,
    system: req.system,
    prompt: req.prompt,
    temperature: req.temperature,
    maxRetries: 0,
    abortSignal: guard.signal,
    // Failures arrive as `error` parts below; the default handler would print them to the console.
    onError: () => undefined,
  });
  try {
    for await (const part of result.fullStream) {
      if (part.type === 'text-delta') {
        if (part.text) yield { type: 'text', text: part.text };
      } else if (part.type === 'reasoning-delta') {
        if (part.text) yield { type: 'reasoning', text: part.text };
      } else if (part.type === 'error') {
        throw guard.failure(part.error);
      } else if (part.type === 'abort') {
        throw guard.failure(undefined);
      }
    }
    if (guard.signal.aborted) throw guard.failure(undefined);
  } catch (err) {
    // A broken body or an abort can also surface as a throw from the stream itself.
    throw err instanceof LlmCallError || err instanceof LlmAbortedError ? err : guard.failure(err);
  } finally {
    guard.dispose();
  }
}
