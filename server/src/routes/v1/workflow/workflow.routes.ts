import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context.js';
import { registerWorkflowStreamRoutes } from './workflowStream.routes.js';
import { registerWorkflowTaskRoutes } from './workflowTasks.routes.js';

/** spec §7 workflow: the AI writing tools, streamed and as tasks. */
export function registerWorkflowRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerWorkflowStreamRoutes(app, ctx);
  registerWorkflowTaskRoutes(app, ctx);
}
