import type { z } from 'zod';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { releaseHold, settleHold, takeHold, type Hold } from '../billing/holds.js';
import type { OutputMeter } from '../billing/outputMeter.js';
import type { AppContext } from '../context.js';
import { ServiceUnavailableError, UpstreamError } from '../errors.js';
import type { LlmConfig } from '../llm/config.js';
import { LlmAbortedError, LlmCallError, StructuredOutputError } from '../llm/llmErrors.js';
import type { BuiltPrompt } from '../llm/prompts/promptTypes.js';

/**
 * The whole answer of one model call (reasoning dropped). With a meter, the answer is cut at its
 * limit (the words still held). Failures become AppErrors the error handler can answer: 502 with the
 * upstream's code, 503 server_shutting_down when the call was aborted.
 */
export async function callModel(
  ctx: AppContext,
  config: LlmConfig,
  prompt: BuiltPrompt,
  opts: { signal: AbortSignal; meter?: OutputMeter; temperature?: number },
): Promise<string> {
  let text = '';
  try {
    const call = {
      system: prompt.system,
      prompt: prompt.prompt,
      step: prompt.version,
      signal: opts.signal,
      temperature: opts.temperature,
    };
    for await (const chunk of ctx.llm.stream(config, call)) {
      if (chunk.type !== 'text') continue;
      text += opts.meter ? opts.meter.accept(chunk.text) : chunk.text;
      if (opts.meter?.isFull) break;
    }
  } catch (err) {
    throw asAppError(err);
  }
  return text;
}

/**
 * The answer of one structured step (`step`, e.g. `writing.outline`) as `schema`, asked in the
 * provider's structured mode (llm/structured/: one corrected retry). Failures become AppErrors as in
 * callModel; an answer that still does not fit is 502 model_output_invalid naming `what` was asked.
 */
export async function callStructured<T>(
  ctx: AppContext,
  config: LlmConfig,
  ask: { step: string; what: string; prompt: BuiltPrompt; schema: z.ZodType<T> },
  opts: { signal: AbortSignal; temperature?: number },
): Promise<T> {
  try {
    return await ctx.llm.structured(config, { ...ask, ...opts });
  } catch (err) {
    if (err instanceof StructuredOutputError) {
      throw UpstreamError(
        `The model did not return a usable ${ask.what} (${ask.step}: its answer did not fit, also after one retry). Please retry.`,
        ErrorCode.modelOutputInvalid,
      );
    }
    throw asAppError(err);
  }
}

// 502 with the upstream's code for a failed call, 503 server_shutting_down for an aborted one.
function asAppError(err: unknown): unknown {
  if (err instanceof LlmCallError) return UpstreamError(err.message, err.errorCode);
  if (err instanceof LlmAbortedError) {
    return ServiceUnavailableError(ErrorCode.serverShuttingDown, 'The server is restarting. Please retry in a moment.');
  }
  return err;
}

/**
 * Runs `work` under a word hold: charged by the words `work` reports as delivered (at most the
 * hold), the rest given back; the whole hold comes back when it throws.
 */
export async function withWordHold<T>(
  ctx: AppContext,
  req: { userId: string; amount: number; purpose: string },
  work: (hold: Hold) => Promise<{ value: T; words: number }>,
): Promise<{ value: T; wordsCharged: number }> {
  const { hold } = await takeHold(ctx.db, { ...req, now: ctx.clock.now() });
  try {
    const { value, words } = await work(hold);
    const { charged } = await settleHold(ctx.db, hold, words, ctx.clock.now());
    return { value, wordsCharged: charged };
  } catch (err) {
    await releaseHold(ctx.db, hold.id, ctx.clock.now());
    throw err;
  }
}
