import crypto from 'node:crypto';
import { z } from 'zod';
import { LANGUAGES } from '@inkstone/shared/constants';
import { AiTool, type QueryResultRes, type TaskIdRes } from '@inkstone/shared/api/workflow';
import { takeHold } from '../billing/holds.js';
import type { AppContext } from '../context.js';
import * as tasksRepo from '../db/repos/tasks.js';
import { NotFoundError } from '../errors.js';
import type { PromptInput } from '../llm/prompts/promptTypes.js';
import { presentTask } from '../presenters/task.js';
import { holdAmount } from './toolRun.js';

/** What `tasks.input` holds: the tool (or `parse`) and its input, read back by the worker. */
export const StoredTaskInput = z.object({
  tool: z.union([AiTool, z.literal('parse')]),
  input: z.object({
    text: z.string(),
    instruction: z.string().optional(),
    language: z.enum(LANGUAGES).optional(),
    suggestions: z.array(z.string()).optional(),
  }),
});
export type StoredTaskInput = z.infer<typeof StoredTaskInput>;

/**
 * Queues an AI tool as a task. As for a stream, a model must be configured (503) and the hold is
 * taken now (402), in the same transaction as the task row, so a queued task's words are reserved.
 */
export async function enqueueToolTask(
  ctx: AppContext,
  userId: string,
  tool: AiTool,
  input: PromptInput,
): Promise<TaskIdRes> {
  await ctx.llm.requireConfig();
  const now = ctx.clock.now();
  const taskId = crypto.randomUUID();
  const stored: StoredTaskInput = { tool, input };
  await ctx.db.transaction(async (tx) => {
    const { hold } = await takeHold(tx, { userId, amount: holdAmount(tool, input), purpose: tool, now });
    await tasksRepo.insert(tx, { id: taskId, userId, kind: tool, input: stored, holdId: hold.id, createdAt: now });
  });
  ctx.tasks.enqueue(taskId);
  return { taskId };
}

/** Queues a `parse` task (free: no model, no hold). */
export async function enqueueParseTask(ctx: AppContext, userId: string, text: string): Promise<TaskIdRes> {
  const taskId = crypto.randomUUID();
  const stored: StoredTaskInput = { tool: 'parse', input: { text } };
  await tasksRepo.insert(ctx.db, { id: taskId, userId, kind: 'parse', input: stored, createdAt: ctx.clock.now() });
  ctx.tasks.enqueue(taskId);
  return { taskId };
}

/** The caller's task; 404 for an unknown id or another user's task. */
export async function findTask(ctx: AppContext, userId: string, taskId: string): Promise<QueryResultRes> {
  const row = await tasksRepo.findOwned(ctx.db, userId, taskId);
  if (!row) throw NotFoundError('Task');
  return presentTask(row);
}
