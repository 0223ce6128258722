import type { FastifyRequest } from 'fastify';
import type { LoginRes } from '@inkstone/shared/api/login';
import type { AppContext } from '../context.js';
import * as sessionsRepo from '../db/repos/sessions.js';
import * as usersRepo from '../db/repos/users.js';
import type { UserRow } from '../db/schema/index.js';
import { presentUserInfo } from '../presenters/userInfo.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Where a request comes from, recorded on the session. */
export interface ClientInfo {
  ip: string;
  userAgent?: string;
}

export function clientOf(req: FastifyRequest): ClientInfo {
  return { ip: req.ip, userAgent: req.headers['user-agent'] };
}

/** Opens a session (SESSION_TTL_DAYS) for a user who proved who they are, and stamps lastLoginTime. */
export async function signIn(ctx: AppContext, user: UserRow, client: ClientInfo): Promise<LoginRes> {
  const now = ctx.clock.now();
  const session = await sessionsRepo.create(ctx.db, user.id, {
    now,
    ttlMs: ctx.env.SESSION_TTL_DAYS * DAY_MS,
    userAgent: client.userAgent,
    ip: client.ip,
  });
  const updated = await usersRepo.recordLogin(ctx.db, user.id, now);
  return {
    token: session.token,
    expiresAt: session.expiresAt.toISOString(),
    user: presentUserInfo(updated, ctx.abilities),
  };
}
