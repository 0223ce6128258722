import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AiTool } from '@inkstone/shared/api/workflow';
import type { AppContext } from '../context.js';
import type { PromptInput } from '../llm/prompts/promptTypes.js';
import { SseStream, sseOptionsOf } from '../sse/sseStream.js';
import { relayToolRun } from './relayToolRun.js';
import { startToolStream } from './startToolStream.js';
import { callSignal } from './toolRun.js';

/**
 * Answers `reply` with a tool's output as a stream (conventions §5). Everything checked before the
 * first byte (a model configured, the word hold) fails as a JSON error with a status; from the first
 * byte on, the answer, its charge and any failure are events.
 */
export async function streamTool(
  ctx: AppContext,
  reply: FastifyReply,
  user: { id: string; wordsLeftHint: number },
  tool: AiTool,
  input: PromptInput,
  log: FastifyBaseLogger,
): Promise<FastifyReply> {
  const sse = new SseStream(sseOptionsOf(ctx.env, ctx.metrics.sseStreams));
  // Watched from now on: the model call starts before the stream opens (see startToolStream).
  sse.watch(reply);
  const signal = callSignal({ shutdownSignal: ctx.shutdownSignal, clientSignal: sse.clientSignal });
  const started = await startToolStream(ctx, user, tool, input, signal);
  sse.start(reply);
  await relayToolRun(ctx, started, sse, log);
  return reply;
}
