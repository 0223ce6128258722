import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { FILE_TASK_KIND } from '../../knowledge/fileTask.js';
import { runFileTask } from '../../knowledge/processFile.js';
import { REVIEW_TASK_KIND } from '../../writing/review/reviewTask.js';
import { runReviewTask } from '../../writing/review/runReviewTask.js';
import { runWorkflowTask } from './RunWorkflowTask.js';

/** The worker's one handler: routes a task id to the runner of its kind. */
export async function runTaskByKind(ctx: AppContext, taskId: string): Promise<void> {
  const kind = await tasksRepo.findKind(ctx.db, taskId);
  if (kind === REVIEW_TASK_KIND) return runReviewTask(ctx, taskId);
  if (kind === FILE_TASK_KIND) return runFileTask(ctx, taskId);
  return runWorkflowTask(ctx, taskId);
}
