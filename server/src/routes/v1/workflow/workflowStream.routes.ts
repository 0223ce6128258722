import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PolishBySuggestionReq, RewriteSseReq, ToolReq } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import { streamTool } from '../../../aiTools/streamTool.js';
import type { AppContext } from '../../../context.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * spec §7 streaming POSTs: polishSse (any rewrite tool, by `tool`), suggestionSse,
 * polishBySuggestionSse and outlineSuggestion. Auth, validation, model configuration and the
 * balance are checked before the first byte, so those failures are JSON errors with a status;
 * everything after is an event of the shared SSE format (conventions §5).
 */
export function registerWorkflowStreamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('use', 'ai_tools')] };
  const schema = routeSchema('workflow', { isStream: true });

  r.post(V1.workflow.polishSse, { ...common, schema: { ...schema, body: RewriteSseReq } }, (req, reply) => {
    const { tool, ...input } = req.body;
    return streamTool(ctx, reply, req.user, tool, input, req.log);
  });
  r.post(V1.workflow.suggestionSse, { ...common, schema: { ...schema, body: ToolReq } }, (req, reply) =>
    streamTool(ctx, reply, req.user, 'suggestion', req.body, req.log),
  );
  r.post(
    V1.workflow.polishBySuggestionSse,
    { ...common, schema: { ...schema, body: PolishBySuggestionReq } },
    (req, reply) => streamTool(ctx, reply, req.user, 'polishBySuggestion', req.body, req.log),
  );
  r.post(V1.workflow.outlineSuggestion, { ...common, schema: { ...schema, body: ToolReq } }, (req, reply) =>
    streamTool(ctx, reply, req.user, 'outlineSuggestion', req.body, req.log),
  );
}
