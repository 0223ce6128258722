import type { FastifyBaseLogger } from 'fastify';
import type { ToolStreamDone } from '@inkstone/shared/api/workflow';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../context.js';
import { LlmCallError } from '../llm/llmErrors.js';
import type { SseStream } from '../sse/sseStream.js';
import type { StartedToolRun } from './startToolStream.js';
import { executeToolRun } from './toolRun.js';

/**
 * Streams a prepared operation to the client: reasoning and answer chunks as they come, then `done`
 * with the charge and the integrity report, or `error` with a message (the hold was given back).
 */
export async function relayToolRun(
  ctx: AppContext,
  { run, chunks }: StartedToolRun,
  sse: SseStream,
  log: FastifyBaseLogger,
): Promise<void> {
  try {
    const outcome = await executeToolRun(ctx, run, {
      shutdownSignal: ctx.shutdownSignal,
      clientSignal: sse.clientSignal,
      chunks,
      onText: (diff) => sse.send({ type: 'diff', diff }),
      onReasoning: (reasoning) => sse.send({ type: 'reasoning', reasoning }),
    });
    if (outcome.isAborted) {
      log.info(
        { tool: run.tool, wordsCharged: outcome.wordsCharged },
        'client left the stream; delivered words charged',
      );
      return;
    }
    const done: ToolStreamDone = {
      tool: run.tool,
      wordsCharged: outcome.wordsCharged,
      wordsLeft: outcome.wordsLeft,
      isTruncated: outcome.isTruncated,
      integrity: outcome.integrity,
      items: outcome.items,
    };
    await sse.send({ type: 'done', data: done });
  } catch (err) {
    if (err instanceof LlmCallError) {
      log.warn({ tool: run.tool, errorCode: err.errorCode, upstreamStatus: err.upstreamStatus }, 'model call failed');
      await sse.send({ type: 'error', errorMsg: err.message, errorCode: err.errorCode });
    } else {
      log.error({ err, tool: run.tool }, 'tool stream failed');
      await sse.send({
        type: 'error',
        errorMsg: 'Something went wrong on our side. Please retry.',
        errorCode: ErrorCode.internal,
      });
    }
  } finally {
    sse.end({ closeConnection: ctx.shutdownSignal.aborted });
  }
}
