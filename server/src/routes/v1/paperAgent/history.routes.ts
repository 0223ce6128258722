import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HistoryIdQuery, HistoryListQuery, HistoryListRes, ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { z } from 'zod';
import { deleteSession, findSession, listSessions } from '../../../agent/sessionHistory.service.js';
import type { AppContext } from '../../../context.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 paper-search history (GET with query parameters): list, detail, delete. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.authenticate] };
  const schema = routeSchema('paperAgent');

  r.get(
    V1.papersearchHistory.list,
    { ...common, schema: { ...schema, querystring: HistoryListQuery, response: { 200: envelopeOf(HistoryListRes) } } },
    async (req) => ok(await listSessions(ctx, req.user.id, req.query)),
  );
  r.get(
    V1.papersearchHistory.detail,
    {
      ...common,
      schema: { ...schema, querystring: HistoryIdQuery, response: { 200: envelopeOf(ResearchSessionDto) } },
    },
    async (req) => ok(await findSession(ctx, req.user.id, req.query.id)),
  );
  r.get(
    V1.papersearchHistory.delete,
    { ...common, schema: { ...schema, querystring: HistoryIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await deleteSession(ctx, req.user.id, req.query.id);
      return ok(null);
    },
  );
}
