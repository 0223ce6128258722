import type { FastifyBaseLogger, FastifyReply } from 'fastify';
import type { AppContext } from '../context.js';
import type { ResearchSessionRow } from '../db/schema/index.js';
import * as store from '../db/repos/researchSessions.js';
import type { SessionStream } from '../db/repos/researchSessions.js';
import type { AgentRuns } from './agentRuns.js';
import { followStream } from './followStream.js';
import { ABORTED_ENDING } from './runFailure.js';
import { startStep, type StepSpec } from './stepSpec.js';

/**
 * Runs in the process that was asked (the embedded default, and the in-process queue): the run
 * lives in ctx.liveRuns, its followers get its events from memory, and only this process can stop it.
 */
export class InProcessRuns implements AgentRuns {
  start(ctx: AppContext, log: FastifyBaseLogger, spec: StepSpec): Promise<void> {
    // Detached from the request: the run goes on whatever the client does.
    void startStep(ctx, log, spec);
    return Promise.resolve();
  }

  isRunning(ctx: AppContext, session: ResearchSessionRow): boolean {
    return ctx.liveRuns.get(session.id) !== undefined;
  }

  follow(ctx: AppContext, reply: FastifyReply, sessionId: string, stream: SessionStream, afterSeq: number) {
    return followStream(ctx, reply, sessionId, stream, afterSeq);
  }

  /** The run records `aborted` itself; a session left running by a dead process is marked here. */
  async abort(ctx: AppContext, session: ResearchSessionRow): Promise<void> {
    const run = ctx.liveRuns.get(session.id);
    if (run) {
      run.controller.abort(new Error('aborted by the user'));
      await run.whenEnded();
    } else if (session.state === 'running' || session.state === 'sorting') {
      const { state, errorMsg } = ABORTED_ENDING;
      await store.updateSession(ctx.db, session.id, { state, errorMsg, updatedAt: ctx.clock.now() });
    }
  }
}
