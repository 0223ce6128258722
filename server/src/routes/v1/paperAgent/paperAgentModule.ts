import type { FastifyInstance } from 'fastify';
import { sweepInterruptedSessions } from '../../../agent/sweepSessions.js';
import type { AppContext } from '../../../context.js';
import { registerHistoryRoutes } from './history.routes.js';
import { registerPaperAgentRoutes } from './paperAgent.routes.js';

/**
 * The paper-search agent: its streams and its history. Sessions left running by a previous process
 * are swept first: runs live in the API process that started them, so with several API processes
 * on one database a restart of one would also fail the others' running sessions (one API process
 * is the supported setup for the agent).
 */
export async function registerPaperAgentModule(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const failed = await sweepInterruptedSessions(ctx.db, ctx.clock.now());
  if (failed > 0) app.log.info({ failed }, 'paper-search sessions interrupted by a restart marked failed');
  registerPaperAgentRoutes(app, ctx);
  registerHistoryRoutes(app, ctx);
  // Shutdown aborts the runs (ctx.shutdownSignal); they record that and store their last events
  // before the database closes.
  app.addHook('onClose', () => ctx.liveRuns.allEnded());
}
