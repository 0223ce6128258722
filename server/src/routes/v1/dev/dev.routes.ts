import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { DevOutboxQuery, DevOutboxRes } from '@inkstone/shared/api/dev';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import * as outbox from '../../../db/repos/outboxMessages.js';

/**
 * The development outbox: messages that would have been emailed or texted, newest first, so codes
 * can be read without a mail or SMS provider. Never registered in production, even when
 * ALLOW_DEV_OUTBOX_IN_PRODUCTION lets the outbox itself run there: codes must not be readable.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (ctx.env.NODE_ENV === 'production') return;
  app
    .withTypeProvider<ZodTypeProvider>()
    .get(
      V1.dev.outbox,
      { schema: { tags: ['dev'], querystring: DevOutboxQuery, response: { 200: envelopeOf(DevOutboxRes) } } },
      async (req) => {
        const rows = await outbox.listRecent(ctx.db, req.query);
        return {
          success: true as const,
          data: { items: rows.map((m) => ({ ...m, createdAt: m.createdAt.toISOString() })) },
        };
      },
    );
}
