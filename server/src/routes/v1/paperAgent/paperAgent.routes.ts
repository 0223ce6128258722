import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AgentAbortReq,
  AgentAbortRes,
  AgentPriceRes,
  AgentResumeReq,
  AgentSearchReq,
  AgentSortReq,
} from '@inkstone/shared/api/paperAgent';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import {
  abortSession,
  findSessionForResume,
  searchPrice,
  startSearchSession,
  startSortSession,
} from '../../../agent/paperAgent.service.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** The seq a reconnecting client last saw (`Last-Event-ID`), or undefined without the header. */
function lastEventIdOf(req: FastifyRequest): number | undefined {
  const raw = req.headers['last-event-id'];
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const seq = Number(raw);
  return Number.isSafeInteger(seq) && seq >= 0 ? seq : 0;
}

/**
 * spec §7 paper-search agent streams: paperagent/search (step 2) and paperagent/sort/logic (step 3),
 * plus resume (reconnect with Last-Event-ID) and abort. Auth, validation and the balance are checked
 * before the first byte; the run itself goes on in the background whatever the client does.
 */
export function registerPaperAgentRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.requireAbility('use', 'ai_tools')] };
  const schema = routeSchema('paperAgent', { isStream: true });

  r.post(
    V1.workflow.paperagentSearch,
    { ...common, schema: { ...schema, body: AgentSearchReq } },
    async (req, reply) => {
      const id = await startSearchSession(ctx, req.user.id, req.body, req.log);
      return ctx.agentRuns.follow(ctx, reply, id, 'search', 0);
    },
  );

  r.post(
    V1.workflow.paperagentSortLogic,
    { ...common, schema: { ...schema, body: AgentSortReq } },
    async (req, reply) => {
      const lastSeen = lastEventIdOf(req);
      // A reconnect (Last-Event-ID) follows the sort already running instead of starting another.
      if (lastSeen !== undefined) await findSessionForResume(ctx, req.user.id, req.body.id);
      else await startSortSession(ctx, req.user.id, req.body.id, req.log);
      return ctx.agentRuns.follow(ctx, reply, req.body.id, 'sort', lastSeen ?? 0);
    },
  );

  r.post(
    V1.workflow.paperagentResume,
    { ...common, schema: { ...schema, body: AgentResumeReq } },
    async (req, reply) => {
      await findSessionForResume(ctx, req.user.id, req.body.id);
      return ctx.agentRuns.follow(ctx, reply, req.body.id, req.body.stream, lastEventIdOf(req) ?? 0);
    },
  );

  r.post(
    V1.workflow.paperagentAbort,
    {
      ...common,
      schema: { ...routeSchema('paperAgent'), body: AgentAbortReq, response: { 200: envelopeOf(AgentAbortRes) } },
    },
    async (req) => ok({ id: req.body.id, state: await abortSession(ctx, req.user.id, req.body.id) }),
  );

  r.get(
    V1.workflow.paperagentPrice,
    { ...common, schema: { ...routeSchema('paperAgent'), response: { 200: envelopeOf(AgentPriceRes) } } },
    async () => ok(await searchPrice(ctx)),
  );
}
