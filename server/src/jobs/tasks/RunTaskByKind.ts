import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { REVIEW_TASK_KIND } from '../../writing/review/reviewTask.js';
import { runReviewTask } from '../../writing/review/runReviewTask.js';
import { runWorkflowTask } from './RunWorkflowTask.js';

/** The worker's one handler: routes a task id to the runner of its kind. */
export async function runTaskByKind(ctx: AppContext, taskId: string): Promise<void> {
  if ((await tasksRepo.findKind(ctx.db, taskId)) === REVIEW_TASK_KIND) return runReviewTask(ctx, taskId);
  return runWorkflowTask(ctx, taskId);
}
