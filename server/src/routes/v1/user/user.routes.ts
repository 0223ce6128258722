import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeOf } from '@inkstone/shared/envelope';
import { ChangePasswordReq, UpdatePreferencesReq, UserInfoRes } from '@inkstone/shared/api/user';
import { RevokeSessionReq, SignInSessionsRes, UsagePeriodQuery, UserUsageRes } from '@inkstone/shared/api/profile';
import { V1 } from '@inkstone/shared/paths';
import type { AppContext } from '../../../context.js';
import { listSignInSessions, revokeSignInSession, userUsage } from '../../../users/profile.service.js';
import { changePassword, currentUserInfo, logout, logoutAll, updatePreferences } from '../../../users/user.service.js';
import { ok } from '../../ok.js';
import { routeSchema } from '../../routeSchema.js';

/** spec §7 user: the signed-in user's info, preferences, password and sessions. */
export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  // Authentication runs on onRequest, before the body is validated: no token is a 401, not a 400.
  const common = { onRequest: [app.authenticate] };
  const schema = routeSchema('user');
  const nullEnvelope = { 200: envelopeOf(z.null()) };

  r.get(V1.user.info, { ...common, schema: { ...schema, response: { 200: envelopeOf(UserInfoRes) } } }, async (req) =>
    ok(await currentUserInfo(ctx, req.user, req.wordsLeftRead)),
  );

  r.post(
    V1.user.preferences,
    { ...common, schema: { ...schema, body: UpdatePreferencesReq, response: { 200: envelopeOf(UserInfoRes) } } },
    async (req) => ok(await updatePreferences(ctx, req.user, req.body)),
  );

  r.post(
    V1.user.changePassword,
    { ...common, schema: { ...schema, body: ChangePasswordReq, response: nullEnvelope } },
    async (req) => {
      await changePassword(ctx, req.user, req.session, req.body, req.ip);
      return ok(null);
    },
  );

  r.post(V1.user.logout, { ...common, schema: { ...schema, response: nullEnvelope } }, async (req) => {
    await logout(ctx, req.session);
    return ok(null);
  });

  r.post(V1.user.logoutAll, { ...common, schema: { ...schema, response: nullEnvelope } }, async (req) => {
    await logoutAll(ctx, req.user);
    return ok(null);
  });

  r.get(
    V1.user.usage,
    { ...common, schema: { ...schema, querystring: UsagePeriodQuery, response: { 200: envelopeOf(UserUsageRes) } } },
    async (req) => ok(await userUsage(ctx, req.user.id, req.query.days)),
  );

  r.get(
    V1.user.sessions,
    { ...common, schema: { ...schema, response: { 200: envelopeOf(SignInSessionsRes) } } },
    async (req) => ok(await listSignInSessions(ctx, req.user.id, req.session)),
  );

  r.post(
    V1.user.revokeSession,
    { ...common, schema: { ...schema, body: RevokeSessionReq, response: nullEnvelope } },
    async (req) => {
      await revokeSignInSession(ctx, req.user.id, req.body.id);
      return ok(null);
    },
  );
}
