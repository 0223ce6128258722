import type { ParseResult, ToolResult } from '@inkstone/shared/api/workflow';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { releaseHold } from '../../billing/holds.js';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import * as wordHolds from '../../db/repos/wordHolds.js';
import { AppError } from '../../errors.js';
import { LlmCallError } from '../../llm/llmErrors.js';
import { parseText } from '../../aiTools/parseText.js';
import { executeToolRun } from '../../aiTools/toolRun.js';
import { StoredTaskInput } from '../../aiTools/toolTasks.js';
import { taskPreview } from '../taskPreview.js';

async function run(ctx: AppContext, taskId: string, stored: StoredTaskInput, holdId: string | null) {
  if (stored.tool === 'parse') {
    const result: ParseResult = parseText(stored.input.text);
    return { result, preview: taskPreview(result.paragraphs.map((p) => p.text).join(' ')) };
  }
  const hold = holdId ? await wordHolds.findById(ctx.db, holdId) : undefined;
  if (!hold || hold.status !== 'held') throw new Error(`task ${taskId} has no open word hold`);
  const config = await ctx.llm.requireConfig();
  const outcome = await executeToolRun(
    ctx,
    { userId: hold.userId, tool: stored.tool, input: stored.input, hold, config },
    { shutdownSignal: ctx.shutdownSignal },
  );
  const result: ToolResult = {
    kind: stored.tool,
    text: outcome.text,
    reasoning: outcome.reasoning || undefined,
    wordsCharged: outcome.wordsCharged,
    isTruncated: outcome.isTruncated,
    integrity: outcome.integrity,
    items: outcome.items,
  };
  return { result, preview: taskPreview(outcome.text) };
}

/**
 * The worker's handler for workflow tasks: claims the queued row, runs the tool (or parse), and
 * records the result or the error. A failed task's hold is given back.
 */
export async function runWorkflowTask(ctx: AppContext, taskId: string): Promise<void> {
  const task = await tasksRepo.claim(ctx.db, taskId, ctx.clock.now());
  if (!task) return;
  try {
    const { result, preview } = await run(ctx, taskId, StoredTaskInput.parse(task.input), task.holdId);
    await tasksRepo.finish(ctx.db, taskId, { status: 'succeeded', result, preview }, ctx.clock.now());
  } catch (err) {
    if (task.holdId) await releaseHold(ctx.db, task.holdId, ctx.clock.now());
    const known = err instanceof LlmCallError || err instanceof AppError;
    const errorCode = known ? err.errorCode : ErrorCode.internal;
    const errorMsg = known ? err.message : 'Something went wrong on our side. Please retry.';
    await tasksRepo.finish(ctx.db, taskId, { status: 'failed', errorCode, errorMsg }, ctx.clock.now());
    if (!known) throw err;
  }
}
