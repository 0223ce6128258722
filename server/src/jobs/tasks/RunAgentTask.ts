import { ErrorCode } from '@inkstone/shared/errorCodes';
import type { AppContext } from '../../context.js';
import * as tasksRepo from '../../db/repos/tasks.js';
import { endInterrupted } from '../../agent/endStep.js';
import { runStepInWorker } from '../../agent/runInWorker.js';
import { AgentTaskInput } from '../../agent/stepSpec.js';
import { releaseHold } from '../../billing/holds.js';

/**
 * The worker's handler for a paper-search step (decision 017): claims the queued row and runs the
 * step to its end. The run records its own outcome on the session and its stream (including a
 * failure or a stop); the task only says the worker is done with it.
 */
export async function runAgentTask(ctx: AppContext, taskId: string): Promise<void> {
  const { hub, log } = ctx.agentRuns;
  if (!hub || !log) throw new Error('paper-search tasks run only with JOB_QUEUE=pgboss');
  const task = await tasksRepo.claim(ctx.db, taskId, ctx.clock.now());
  if (!task) return;
  try {
    const hasRun = await runStepInWorker(ctx, hub, task, log.child({ taskId }));
    const outcome = hasRun
      ? ({ status: 'succeeded', result: null, preview: '' } as const)
      : ({
          status: 'failed',
          errorCode: ErrorCode.sessionInterrupted,
          errorMsg: 'The session was not running.',
        } as const);
    await tasksRepo.finish(ctx.db, taskId, outcome, ctx.clock.now());
  } catch (err) {
    // The step never started (a started run records its own end and does not throw): end it here.
    const { sessionId, stream } = AgentTaskInput.parse(task.input);
    await endInterrupted(ctx.db, { sessionId, stream }, ctx.clock.now());
    if (task.holdId) await releaseHold(ctx.db, task.holdId, ctx.clock.now());
    const errorMsg = 'Something went wrong on our side. Please retry.';
    await tasksRepo.finish(
      ctx.db,
      taskId,
      { status: 'failed', errorCode: ErrorCode.internal, errorMsg },
      ctx.clock.now(),
    );
    throw err;
  }
}
