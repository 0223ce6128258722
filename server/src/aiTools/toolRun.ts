import type { AiTool, IntegrityReport } from '@inkstone/shared/api/workflow';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { splitNumberedItems } from '@inkstone/shared/numberedItems';
import { countWords } from '@inkstone/shared/wordCount';
import { holdFor } from '../billing/holdMath.js';
import { releaseHold, settleHold, type Hold } from '../billing/holds.js';
import { OutputMeter } from '../billing/outputMeter.js';
import { EchoStripper } from './echoStripper.js';
import type { AppContext } from '../context.js';
import type { LlmConfig } from '../llm/config.js';
import { checkIntegrity } from '../llm/integrity.js';
import { LlmAbortedError, LlmCallError } from '../llm/llmErrors.js';
import type { LlmChunk } from '../llm/streamChat.js';
import { isTranslation } from '../llm/prompts/language.js';
import type { PromptInput } from '../llm/prompts/promptTypes.js';
import { buildToolPrompt, LIST_TOOLS, REWRITE_TOOLS } from '../llm/prompts/toolPrompts.js';

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
  /** The model call, when the caller started it already (see startToolStream); else one starts here. */
  chunks?: AsyncIterable<LlmChunk>;
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

/** What stops a model call: the server shutting down, or the client going away. */
export function callSignal(io: Pick<ToolRunIo, 'shutdownSignal' | 'clientSignal'>): AbortSignal {
  return io.clientSignal ? AbortSignal.any([io.shutdownSignal, io.clientSignal]) : io.shutdownSignal;
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
  const meter = new OutputMeter(run.hold.amount);
  // The prompt sends the input inside <text> tags; what the model echoes of them is not its answer.
  const stripper = new EchoStripper(['text', 'suggestions']);
  const chunks =
    io.chunks ?? ctx.llm.stream(run.config, { ...buildToolPrompt(run.tool, run.input), signal: callSignal(io) });
  const deliver = async (text: string) => {
    const accepted = meter.accept(text);
    // Awaited only when the sink has to wait (backpressure): a promise per chunk costs throughput.
    const pending = accepted ? io.onText?.(accepted) : undefined;
    if (pending) await pending;
  };
  let reasoning = '';
  try {
    for await (const chunk of chunks) {
      if (chunk.type === 'reasoning') {
        reasoning += chunk.text;
        const pending = io.onReasoning?.(chunk.text);
        if (pending) await pending;
        continue;
      }
      await deliver(stripper.push(chunk.text));
      if (meter.isFull) break;
    }
    if (!meter.isFull) await deliver(stripper.end());
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
