import type { AiTool, IntegrityReport } from '@inkstone/shared/api/workflow';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { splitNumberedItems } from '@inkstone/shared/numberedItems';
import { countWords } from '@inkstone/shared/wordCount';
import { holdFor } from '../../../billing/holdMath.js';
import { releaseHold, settleHold, takeHold, type Hold } from '../../../billing/holds.js';
import { OutputMeter } from '../../../billing/outputMeter.js';
import type { AppContext } from '../../../context.js';
import type { Db } from '../../../db/types.js';
import type { LlmConfig } from '../../../llm/config.js';
import { checkIntegrity } from '../../../llm/integrity.js';
import { LlmAbortedError, LlmCallError } from '../../../llm/llmErrors.js';
import { isTranslation } from '../../../llm/prompts/language.js';
import type { PromptInput } from '../../../llm/prompts/promptTypes.js';
import { buildToolPrompt, LIST_TOOLS, REWRITE_TOOLS } from '../../../llm/prompts/toolPrompts.js';

/** One paid AI operation: the tool, its input, and the words held for it. */
export interface ToolRun {
  userId: string;
  tool: AiTool;
  input: PromptInput;
  hold: Hold;
  config: LlmConfig;
}

/** Where the output goes while it streams, and what may stop it. */
export interface ToolRunIo {
  /** Aborted when the server shuts down: the whole hold is given back. */
  shutdownSignal: AbortSignal;
  /** Aborted when the client went away: the words already delivered are charged. */
  clientSignal?: AbortSignal;
  onText?: (text: string) => Promise<void> | void;
  onReasoning?: (text: string) => Promise<void> | void;
}

/** What a finished (or client-aborted) operation produced and cost. */
export interface ToolOutcome {
  text: string;
  reasoning: string;
  wordsCharged: number;
  wordsLeft: number;
  isTruncated: boolean;
  isAborted: boolean;
  integrity?: IntegrityReport;
  items?: string[];
}

/** The words to hold for `tool` on `input`. */
export function holdAmount(tool: AiTool, input: PromptInput): number {
  const words = countWords(input.text) + (input.suggestions ?? []).reduce((n, s) => n + countWords(s), 0);
  return holdFor(tool, words);
}

/**
 * Everything checked before the first byte of a stream: a model is configured (503
 * llm_not_configured) and the balance covers the hold (402 insufficient_balance), which is taken.
 */
export async function prepareToolRun(
  ctx: AppContext,
  userId: string,
  tool: AiTool,
  input: PromptInput,
  db: Db = ctx.db,
): Promise<ToolRun> {
  const config = await ctx.llm.requireConfig();
  const amount = holdAmount(tool, input);
  const { hold } = await takeHold(db, { userId, amount, purpose: tool, now: ctx.clock.now() });
  return { userId, tool, input, hold, config };
}

const shuttingDown = () =>
  new LlmCallError(ErrorCode.serverShuttingDown, 'The server is restarting. Please retry in a moment.');

/**
 * Runs the model for a prepared operation, passing text and reasoning on as they arrive, and settles
 * the hold: charged by the words of the output (cut at the hold), the rest given back. A client that
 * went away pays for what was delivered; any failure gives the whole hold back and throws
 * LlmCallError with a message for the user.
 */
export async function executeToolRun(ctx: AppContext, run: ToolRun, io: ToolRunIo): Promise<ToolOutcome> {
  const prompt = buildToolPrompt(run.tool, run.input);
  const meter = new OutputMeter(run.hold.amount);
  const signal = io.clientSignal ? AbortSignal.any([io.shutdownSignal, io.clientSignal]) : io.shutdownSignal;
  let reasoning = '';
  try {
    for await (const chunk of ctx.llm.stream(run.config, { ...prompt, signal })) {
      if (chunk.type === 'reasoning') {
        reasoning += chunk.text;
        // Awaited only when the sink has to wait (backpressure): a promise per chunk costs throughput.
        const pending = io.onReasoning?.(chunk.text);
        if (pending) await pending;
        continue;
      }
      const accepted = meter.accept(chunk.text);
      const pending = accepted ? io.onText?.(accepted) : undefined;
      if (pending) await pending;
      if (meter.isFull) break;
    }
  } catch (err) {
    if (err instanceof LlmAbortedError && !io.shutdownSignal.aborted) {
      const { charged, wordsLeft } = await settleHold(ctx.db, run.hold, meter.words(), ctx.clock.now());
      return { text: meter.text, reasoning, wordsCharged: charged, wordsLeft, isTruncated: false, isAborted: true };
    }
    await releaseHold(ctx.db, run.hold.id, ctx.clock.now());
    throw err instanceof LlmAbortedError ? shuttingDown() : err;
  }
  const text = meter.text;
  const { charged, wordsLeft } = await settleHold(ctx.db, run.hold, meter.words(), ctx.clock.now());
  return {
    text,
    reasoning,
    wordsCharged: charged,
    wordsLeft,
    isTruncated: meter.isFull,
    isAborted: false,
    integrity: REWRITE_TOOLS.has(run.tool)
      ? checkIntegrity(run.input.text, text, { isTranslation: isTranslation(run.input.text, run.input.language) })
      : undefined,
    items: LIST_TOOLS.has(run.tool) ? splitNumberedItems(text) : undefined,
  };
}
