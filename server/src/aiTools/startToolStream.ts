import { setImmediate as nextTurn } from 'node:timers/promises';
import type { AiTool } from '@inkstone/shared/api/workflow';
import { takeHold } from '../billing/holds.js';
import type { AppContext } from '../context.js';
import type { LlmChunk } from '../llm/streamChat.js';
import type { PromptInput } from '../llm/prompts/promptTypes.js';
import { buildToolPrompt } from '../llm/prompts/toolPrompts.js';
import { holdAmount, type ToolRun } from './toolRun.js';

/** A stream's operation ready to relay: its words are held and its model call is under way. */
export interface StartedToolRun {
  run: ToolRun;
  chunks: AsyncIterable<LlmChunk>;
}

/**
 * Everything before the first byte of a tool stream: a model is configured (503 llm_not_configured)
 * and the hold is taken (402 insufficient_balance). With EARLY_MODEL_CALL (the default) the model
 * call starts first and the hold's statement runs while the model prepares its answer, so the first
 * chunk does not wait for the database; when the hold is refused the call is aborted before anything
 * reached the client, and nothing was held. When the balance read with the session already shows
 * that the hold cannot fit, no model call is made at all.
 */
export async function startToolStream(
  ctx: AppContext,
  user: { id: string; wordsLeftHint: number },
  tool: AiTool,
  input: PromptInput,
  signal: AbortSignal,
): Promise<StartedToolRun> {
  const config = await ctx.llm.requireConfig();
  const amount = holdAmount(tool, input);
  const prompt = buildToolPrompt(tool, input);
  const holdWords = async (): Promise<ToolRun> => {
    const { hold } = await takeHold(ctx.db, { userId: user.id, amount, purpose: tool, now: ctx.clock.now() });
    return { userId: user.id, tool, input, hold, config };
  };
  // The plain path: the words are held before the call. Also taken when the hold will normally be
  // refused (402; the balance may have grown since the session was read, so the hold decides).
  if (!ctx.env.EARLY_MODEL_CALL || user.wordsLeftHint < amount) {
    const run = await holdWords();
    return { run, chunks: ctx.llm.stream(config, { ...prompt, signal }) };
  }
  const refused = new AbortController();
  const chunks = startNow(ctx.llm.stream(config, { ...prompt, signal: AbortSignal.any([signal, refused.signal]) }));
  try {
    // One turn of the event loop lets the model request go out before the hold's statement holds
    // the thread (PGlite runs it on this thread), so the first chunk comes sooner (decisions/009).
    await nextTurn();
    return { run: await holdWords(), chunks };
  } catch (err) {
    refused.abort(err);
    throw err;
  }
}

/**
 * Asks `chunks` for its first item now (an async generator does no work before that), and hands
 * that request to whoever iterates the result first.
 */
function startNow<T>(chunks: AsyncGenerator<T>): AsyncIterable<T> {
  let first: Promise<IteratorResult<T>> | undefined = chunks.next();
  // Only keeps a call aborted because the hold was refused from being reported as unhandled; a
  // consumer still sees the rejection.
  first.catch(() => undefined);
  const iterator: AsyncIterator<T> = {
    next: () => {
      const pending = first ?? chunks.next();
      first = undefined;
      return pending;
    },
    return: (value?: T) => chunks.return(value),
  };
  return { [Symbol.asyncIterator]: () => iterator };
}
