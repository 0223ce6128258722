import type { AppContext } from '../context.js';
import * as sessionsRepo from '../db/repos/sessions.js';
import type { SessionRow } from '../db/schema/index.js';

/**
 * How stale a session's `last_used_at` may get before a request refreshes it. The profile shows it
 * as "last active"; an hour is precise enough for that, and writing at most once an hour per session
 * keeps the write (which empties the session cache, db/sessionCache.ts) off nearly every request.
 */
export const LAST_USED_STEP_MS = 60 * 60 * 1000;

/** Records that the session was used now, when its last record is older than {@link LAST_USED_STEP_MS}. */
export async function noteSessionUse(ctx: AppContext, session: SessionRow): Promise<void> {
  const now = ctx.clock.now();
  if (now.getTime() - session.lastUsedAt.getTime() < LAST_USED_STEP_MS) return;
  await sessionsRepo.touch(ctx.db, session.id, now);
}
