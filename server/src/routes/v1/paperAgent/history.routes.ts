import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { HistoryIdQuery, HistoryListQuery, HistoryListRes, ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { z } from 'zod';
import { presentSession } from '../../../presenters/researchSession.js';
import * as store from '../../../db/repos/researchSessions.js';
import type { AppContext } from '../../../context.js';
import { NotFoundError } from '../../../errors.js';

/** spec §7 paper-search history (GET with query parameters): list, detail, delete. */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const common = { onRequest: [app.authenticate] };
  const schema = { tags: ['paperAgent'], security: [{ bearer: [] }] };
  const ok = <T>(data: T) => ({ success: true as const, data });

  r.get(
    V1.papersearchHistory.list,
    { ...common, schema: { ...schema, querystring: HistoryListQuery, response: { 200: envelopeOf(HistoryListRes) } } },
    async (req) => {
      const { rows, total } = await store.listOwnedSessions(ctx.db, req.user.id, req.query.page, req.query.pageSize);
      const items = rows.map((row) => ({
        ...row,
        createdAt: row.createdAt.toISOString(),
        updatedAt: row.updatedAt.toISOString(),
      }));
      return ok({ items, total });
    },
  );

  r.get(
    V1.papersearchHistory.detail,
    {
      ...common,
      schema: { ...schema, querystring: HistoryIdQuery, response: { 200: envelopeOf(ResearchSessionDto) } },
    },
    async (req) => {
      const row = await store.findOwnedSession(ctx.db, req.user.id, req.query.id);
      if (!row) throw NotFoundError('Research session');
      return ok(presentSession(row));
    },
  );

  r.get(
    V1.papersearchHistory.delete,
    { ...common, schema: { ...schema, querystring: HistoryIdQuery, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      if (!(await store.findOwnedSession(ctx.db, req.user.id, req.query.id))) throw NotFoundError('Research session');
      // A deleted session stops working too.
      const run = ctx.liveRuns.get(req.query.id);
      if (run) {
        run.controller.abort(new Error('deleted by the user'));
        await run.whenEnded();
      }
      await store.softDeleteSession(ctx.db, req.user.id, req.query.id, ctx.clock.now());
      return ok(null);
    },
  );
}
