import type { FastifyInstance } from 'fastify';
import { sweepInterruptedSessions } from '../../../agent/sweepSessions.js';
import type { AppContext } from '../../../context.js';
import { registerHistoryRoutes } from './history.routes.js';
import { registerPaperAgentRoutes } from './paperAgent.routes.js';

/**
 * The paper-search agent: its streams and its history. With runs in this process (the in-process
 * queue) sessions left running by a previous process are swept first. With runs in the worker
 * (JOB_QUEUE=pgboss, decision 017) a web server's restart must not touch them: the dead-worker
 * sweep ends the steps whose worker died.
 */
export async function registerPaperAgentModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  if (!ctx.agentRuns.hub) {
    const failed = await sweepInterruptedSessions(ctx.db, ctx.clock.now());
    if (failed > 0) app.log.info({ failed }, 'paper-search sessions interrupted by a restart marked failed');
  }
  registerPaperAgentRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  // Shutdown aborts the runs (ctx.shutdownSignal); they record that and store their last events
  // before the database closes.
  app.addHook('onClose', () => ctx.liveRuns.allEnded());
}
