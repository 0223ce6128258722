import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import { CodeSentRes, EmailLoginReq, LoginRes, SendSmsCodeReq, SmsLoginReq } from '@inkstone/shared/api/login';
import { V1 } from '@inkstone/shared/paths';
import { clientOf } from '../../../auth/signIn.js';
import type { AppContext } from '../../../context.js';
import { emailLogin, sendSmsLoginCode, smsLogin } from '../../../auth/login.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 login: SMS code (request, sign in) and email + password. */
export function registerLoginRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const schema = routeSchema('login', { isPublic: true });

  r.post(
    V1.login.sendSMSCode,
    { schema: { ...schema, body: SendSmsCodeReq, response: { 200: envelopeOf(CodeSentRes) } } },
    async (req) => ok(await sendSmsLoginCode(ctx, req.body.phone, req.ip)),
  );

  r.post(
    V1.login.sms,
    { schema: { ...schema, body: SmsLoginReq, response: { 200: envelopeOf(LoginRes) } } },
    async (req) => ok(await smsLogin(ctx, req.body, clientOf(req))),
  );

  r.post(
    V1.login.email,
    { schema: { ...schema, body: EmailLoginReq, response: { 200: envelopeOf(LoginRes) } } },
    async (req) => ok(await emailLogin(ctx, req.body, clientOf(req))),
  );
}
