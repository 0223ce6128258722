import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { DevGrantAdminReq, DevOutboxQuery, DevOutboxRes } from '@inkstone/shared/api/dev';
import { envelopeOf } from '@inkstone/shared/envelope';
import { V1 } from '@inkstone/shared/paths';
import { grantAdmin } from '../../../auth/grantAdmin.js';
import type { AppContext } from '../../../context.js';
import * as outbox from '../../../db/repos/outboxMessages.js';
import { isDevOutboxServed, isLoopbackAddress } from '../../../delivery/devOutboxAccess.js';
import { NotFoundError, ValidationError } from '../../../errors.js';
import { routeSchema } from '../../routeSchema.js';
import { ok } from '../../ok.js';
import { presentOutboxMessage } from '../../../presenters/outboxMessage.js';

/**
 * The development outbox: messages that would have been emailed or texted, newest first, so codes
 * can be read without a mail or SMS provider. Anyone who reads it can take over any account, so it
 * answers only a client on this machine's loopback interface (the socket's address: headers can be
 * forged), and it does not exist in production or behind a proxy (isDevOutboxServed), even when
 * ALLOW_DEV_OUTBOX_IN_PRODUCTION lets the outbox itself run there. Any other client gets the 404
 * of an unknown endpoint.
 */
export function registerDevRoutes(app: FastifyInstance, ctx: AppContext): void {
  if (!isDevOutboxServed(ctx.env)) return;
  app.withTypeProvider<ZodTypeProvider>().get(
    V1.dev.outbox,
    {
      schema: {
        ...routeSchema('dev', { isPublic: true }),
        querystring: DevOutboxQuery,
        response: { 200: envelopeOf(DevOutboxRes) },
      },
    },
    async (req, reply) => {
      if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
      const rows = await outbox.listRecent(ctx.db, req.query);
      return ok({ items: rows.map(presentOutboxMessage) });
    },
  );
  registerDevGrantAdmin(app, ctx);
}

/**
 * `POST /v1/dev/grantAdmin`: what `npm run admin:grant` does, for a server whose embedded database
 * another process cannot open (the e2e servers). Behind the outbox's own gate: whoever reads the
 * outbox can already take over an administrator's account, so this door adds no power.
 */
function registerDevGrantAdmin(app: FastifyInstance, ctx: AppContext): void {
  app.withTypeProvider<ZodTypeProvider>().post(
    V1.dev.grantAdmin,
    {
      schema: {
        ...routeSchema('dev', { isPublic: true }),
        body: DevGrantAdminReq,
        response: { 200: envelopeOf(z.null()) },
      },
    },
    async (req, reply) => {
      if (!isLoopbackAddress(req.socket.remoteAddress)) return reply.callNotFound();
      const result = await grantAdmin(ctx.db, req.body.account, new Date());
      if (result.status === 'invalid') throw ValidationError(`account: ${result.message}`);
      if (result.status === 'not_found') throw NotFoundError('Account');
      return ok(null);
    },
  );
}
