import type { SignInSessionsRes, UserUsageRes } from '@inkstone/shared/api/profile';
import type { AppContext } from '../context.js';
import * as aiCharges from '../db/repos/aiCharges.js';
import * as sessionsRepo from '../db/repos/sessions.js';
import { utcPeriodStart } from '../db/repos/utcDays.js';
import type { SessionRow } from '../db/schema/index.js';
import { NotFoundError } from '../errors.js';
import { presentSignInSession } from '../presenters/signInSession.js';

const RECENT_OPERATIONS = 10;
/** More live sessions than anyone uses; a script signing in in a loop still gets a bounded answer. */
const SESSIONS_SHOWN = 100;

/** The user's words used per UTC day over `days` days (today last) and their newest AI operations. */
export async function userUsage(ctx: AppContext, userId: string, days: number): Promise<UserUsageRes> {
  const from = utcPeriodStart(ctx.clock.now(), days);
  const [perDay, operations] = await Promise.all([
    aiCharges.perDay(ctx.db, { from, days, userId }),
    aiCharges.listRecentOperations(ctx.db, userId, RECENT_OPERATIONS),
  ]);
  return {
    days: perDay.map(({ date, words }) => ({ date, words })),
    recentOperations: operations.map((op) => ({
      id: op.id,
      tool: op.purpose,
      words: op.charged,
      createdAt: op.createdAt.toISOString(),
    })),
  };
}

/** The user's live sessions, the asking one marked. */
export async function listSignInSessions(
  ctx: AppContext,
  userId: string,
  current: SessionRow,
): Promise<SignInSessionsRes> {
  const rows = await sessionsRepo.listLive(ctx.db, userId, ctx.clock.now(), SESSIONS_SHOWN);
  return { items: rows.map((row) => presentSignInSession(row, current.id)) };
}

/**
 * Signs one of the user's sessions out. Another user's session, or one already ended, is a 404. The
 * update goes through Drizzle, so the session cache (db/sessionCache.ts) drops it at once.
 */
export async function revokeSignInSession(ctx: AppContext, userId: string, sessionId: string): Promise<void> {
  const revoked = await sessionsRepo.revokeOwned(ctx.db, userId, sessionId, ctx.clock.now());
  if (!revoked) throw NotFoundError('Session');
}
