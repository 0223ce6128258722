import crypto from 'node:crypto';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { FetchReviewRes, GenerateReviewReq } from '@inkstone/shared/api/writing';
import type { TaskIdRes } from '@inkstone/shared/api/workflow';
import { takeHold } from '../../billing/holds.js';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { ConflictError, ValidationError } from '../../errors.js';
import { findOwnedProject, swapReviewTask } from '../../db/repos/writingProjects.js';
import { presentProject } from '../../presenters/writingProject.js';
import { reviewCost } from './reviewCost.js';
import { initialReviewResult, REVIEW_TASK_KIND, storedReviewResult, type ReviewTaskInput } from './reviewTask.js';

/**
 * generateReview: queues the review of a project's outline as a task and answers its id at once. A
 * model must be configured (503), the outline must have sections (400), no other review of the
 * project may be under way (409), and the review's hold is taken now (402), with the task row.
 */
export async function startReview(ctx: AppContext, userId: string, req: GenerateReviewReq): Promise<TaskIdRes> {
  const project = await findOwnedProject(ctx.db, userId, req.projectId);
  await ctx.llm.requireConfig();
  if (project.outline.length === 0) throw ValidationError('outline: the project has no outline to write from');
  const previous = project.reviewTaskId ? await tasksRepo.findOwned(ctx.db, userId, project.reviewTaskId) : undefined;
  const inProgress = () =>
    ConflictError(ErrorCode.reviewInProgress, 'A review of this project is already being written.');
  if (previous && (previous.status === 'queued' || previous.status === 'running')) throw inProgress();
  const taskId = crypto.randomUUID();
  const now = ctx.clock.now();
  const input: ReviewTaskInput = { projectId: project.id, outline: project.outline };
  const result = initialReviewResult(project.id, project.options.citationStyle, project.outline.length);
  await ctx.db.transaction(async (tx) => {
    const amount = reviewCost(project.options.length).holdWords;
    const { hold } = await takeHold(tx, { userId, amount, purpose: REVIEW_TASK_KIND, now });
    await tasksRepo.insert(tx, {
      id: taskId,
      userId,
      kind: REVIEW_TASK_KIND,
      input,
      result,
      holdId: hold.id,
      createdAt: now,
    });
    const change = { expected: project.reviewTaskId, next: taskId };
    // Rolls the hold and the task back when another call started a review meanwhile.
    if (!(await swapReviewTask(tx, project.id, change, now))) throw inProgress();
  });
  ctx.tasks.enqueue(taskId);
  return { taskId };
}

/** fetchReview: the project and its latest review, its progress and the text so far. */
export async function fetchReview(ctx: AppContext, userId: string, projectId: string): Promise<FetchReviewRes> {
  const project = await findOwnedProject(ctx.db, userId, projectId);
  const task = project.reviewTaskId ? await tasksRepo.findOwned(ctx.db, userId, project.reviewTaskId) : undefined;
  const base = { projectId, project: presentProject(project, 0) };
  if (!task) return { ...base, taskId: null, status: 'none', result: null, error: null };
  return {
    ...base,
    taskId: task.id,
    status: task.status,
    result: storedReviewResult(task) ?? null,
    error: task.errorCode ? { errorCode: task.errorCode, errorMsg: task.errorMsg ?? '' } : null,
  };
}
