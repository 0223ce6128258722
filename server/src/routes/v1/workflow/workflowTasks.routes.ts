import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  ParseReq,
  PolishBySuggestionReq,
  QueryResultReq,
  QueryResultRes,
  TaskIdRes,
  ToolReq,
  type AiTool,
} from '@inkstone/shared/api/workflow';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { enqueueParseTask, enqueueToolTask, findTask } from '../../../aiTools/toolTasks.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/**
 * spec §7 non-streamed workflow calls: each answers `{ taskId }` at once and runs as a task;
 * `queryResultAndPreview?taskId=` reads its status, result and preview.
 */
export function registerWorkflowTaskRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('use', 'ai_tools')] };
  const schema = routeSchema('workflow');
  const taskSchema = { ...schema, response: { 200: envelopeOf(TaskIdRes) } };

  const tools: Array<[string, AiTool]> = [
    [V1.workflow.polish, 'polish'],
    [V1.workflow.expand, 'expand'],
    [V1.workflow.reduceSimilarity, 'reduceSimilarity'],
    [V1.workflow.reduceAIContent, 'reduceAIContent'],
    [V1.workflow.suggestion, 'suggestion'],
  ];
  for (const [path, tool] of tools) {
    r.post(path, { ...common, schema: { ...taskSchema, body: ToolReq } }, async (req) =>
      ok(await enqueueToolTask(ctx, req.user.id, tool, req.body)),
    );
  }
  r.post(
    V1.workflow.polishBySuggestion,
    { ...common, schema: { ...taskSchema, body: PolishBySuggestionReq } },
    async (req) => ok(await enqueueToolTask(ctx, req.user.id, 'polishBySuggestion', req.body)),
  );
  r.post(V1.workflow.parse, { ...common, schema: { ...taskSchema, body: ParseReq } }, async (req) =>
    ok(await enqueueParseTask(ctx, req.user.id, req.body.text)),
  );
  r.get(
    V1.workflow.queryResultAndPreview,
    { ...common, schema: { ...schema, querystring: QueryResultReq, response: { 200: envelopeOf(QueryResultRes) } } },
    async (req) => ok(await findTask(ctx, req.user.id, req.query.taskId)),
  );
}
