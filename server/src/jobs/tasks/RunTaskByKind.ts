import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context.js';
import { tasks } from '../../db/schema/index.js';
import { REVIEW_TASK_KIND } from '../../writing/review/reviewTaskStore.js';
import { runReviewTask } from '../../writing/review/runReviewTask.js';
import { runWorkflowTask } from './RunWorkflowTask.js';

/** The worker's one handler: routes a task id to the runner of its kind. */
export async function runTaskByKind(ctx: AppContext, taskId: string): Promise<void> {
  const [row] = await ctx.db.select({ kind: tasks.kind }).from(tasks).where(eq(tasks.id, taskId));
  if (row?.kind === REVIEW_TASK_KIND) return runReviewTask(ctx, taskId);
  return runWorkflowTask(ctx, taskId);
}
