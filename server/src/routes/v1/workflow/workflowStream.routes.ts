import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PolishBySuggestionReq, RewriteSseReq, ToolReq, type AiTool } from '@inkstone/shared/api/workflow';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import type { PromptInput } from '../../../llm/prompts/promptTypes.js';
import { relayToolRun } from '../../../aiTools/relayToolRun.js';
import { SseStream, sseOptionsOf } from '../../../sse/sseStream.js';
import { startToolStream } from '../../../aiTools/startToolStream.js';
import { callSignal } from '../../../aiTools/toolRun.js';

/**
 * spec §7 streaming POSTs: polishSse (any rewrite tool, by `tool`), suggestionSse,
 * polishBySuggestionSse and outlineSuggestion. Auth, validation, model configuration and the
 * balance are checked before the first byte, so those failures are JSON errors with a status;
 * everything after is an event of the shared SSE format (conventions §5).
 */
export function registerWorkflowStreamRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('use', 'ai_tools')] };
  const schema = { tags: ['workflow'], security: [{ bearer: [] }], produces: ['text/event-stream'] };

  const stream = async (req: FastifyRequest, reply: FastifyReply, tool: AiTool, input: PromptInput) => {
    const sse = new SseStream(sseOptionsOf(ctx.env));
    // Watched from now on: the model call starts before the stream opens (see startToolStream).
    sse.watch(reply);
    const signal = callSignal({ shutdownSignal: ctx.shutdownSignal, clientSignal: sse.clientSignal });
    const started = await startToolStream(ctx, req.user, tool, input, signal);
    sse.start(reply);
    await relayToolRun(ctx, started, sse, req.log);
    return reply;
  };

  r.post(V1.workflow.polishSse, { ...common, schema: { ...schema, body: RewriteSseReq } }, (req, reply) => {
    const { tool, ...input } = req.body;
    return stream(req, reply, tool, input);
  });
  r.post(V1.workflow.suggestionSse, { ...common, schema: { ...schema, body: ToolReq } }, (req, reply) =>
    stream(req, reply, 'suggestion', req.body),
  );
  r.post(
    V1.workflow.polishBySuggestionSse,
    { ...common, schema: { ...schema, body: PolishBySuggestionReq } },
    (req, reply) => stream(req, reply, 'polishBySuggestion', req.body),
  );
  r.post(V1.workflow.outlineSuggestion, { ...common, schema: { ...schema, body: ToolReq } }, (req, reply) =>
    stream(req, reply, 'outlineSuggestion', req.body),
  );
}
