import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import { CodeSentRes, LoginRes } from '@inkstone/shared/api/login';
import { DoRegistryReq, RegisterCodeReq, ResetPasswordCodeReq, ResetPasswordReq } from '@inkstone/shared/api/register';
import { V1 } from '@inkstone/shared/paths';
import { clientOf } from '../../../auth/signIn.js';
import type { AppContext } from '../../../context.js';
import { register, resetPassword, sendRegisterCode, sendResetPasswordCode } from '../../../auth/register.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 registration and password reset, both proven by an emailed code. */
export function registerRegisterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = routeSchema('register', { isPublic: true });

  r.post(
    V1.register.registerCode,
    { schema: { ...schema, body: RegisterCodeReq, response: { 200: envelopeOf(CodeSentRes) } } },
    async (req) => ok(await sendRegisterCode(ctx, req.body.email, req.ip)),
  );

  r.post(
    V1.register.doRegistry,
    { schema: { ...schema, body: DoRegistryReq, response: { 200: envelopeOf(LoginRes) } } },
    async (req) => ok(await register(ctx, req.body, clientOf(req))),
  );

  r.post(
    V1.register.resetPasswordCode,
    { schema: { ...schema, body: ResetPasswordCodeReq, response: { 200: envelopeOf(CodeSentRes) } } },
    async (req) => ok(await sendResetPasswordCode(ctx, req.body.email, req.ip)),
  );

  r.post(
    V1.register.resetPassword,
    { schema: { ...schema, body: ResetPasswordReq, response: { 200: envelopeOf(z.null()) } } },
    async (req) => {
      await resetPassword(ctx, req.body);
      return ok(null);
    },
  );
}
