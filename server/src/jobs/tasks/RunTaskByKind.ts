import { AGENT_TASK_KIND } from '../../agent/stepSpec.js';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { FILE_TASK_KIND } from '../../knowledge/fileTask.js';
import { runFileTask } from '../../knowledge/processFile.js';
import { REVIEW_TASK_KIND } from '../../writing/review/reviewTask.js';
import { runReviewTask } from '../../writing/review/runReviewTask.js';
import { runAgentTask } from './RunAgentTask.js';
import { runWorkflowTask } from './RunWorkflowTask.js';

/**
 * The worker's one handler: routes a task id to the runner of its kind, and records the run in the
 * metrics with the status the row was left in (`error` when the runner threw).
 */
export async function runTaskByKind(ctx: AppContext, taskId: string): Promise<void> {
  const kind = await tasksRepo.findKind(ctx.db, taskId);
  const startedAt = performance.now();
  let outcome = 'error';
  try {
    await runKind(ctx, kind, taskId);
    outcome = (await tasksRepo.findStatus(ctx.db, taskId).catch(() => undefined)) ?? 'unknown';
  } finally {
    ctx.metrics.recordTask(kind ?? 'unknown', outcome, (performance.now() - startedAt) / 1000);
  }
}

function runKind(ctx: AppContext, kind: string | undefined, taskId: string): Promise<void> {
  if (kind === AGENT_TASK_KIND) return runAgentTask(ctx, taskId);
  if (kind === REVIEW_TASK_KIND) return runReviewTask(ctx, taskId);
  if (kind === FILE_TASK_KIND) return runFileTask(ctx, taskId);
  return runWorkflowTask(ctx, taskId);
}
