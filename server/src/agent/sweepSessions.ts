import { releaseHold } from '../billing/holds.js';
import type { Db } from '../db/types.js';
import { failInterrupted } from '../db/repos/researchSessions.js';

/** What a session cut off by a restart says. */
export const INTERRUPTED_MSG = 'Interrupted by a server restart. Please run it again.';

/**
 * Start-up sweep of the agent (like jobs/sweeps.ts): runs live only in their process, so sessions
 * still marked running belong to a process that died. Searches fail and their holds are given back
 * (refund before Finished); sorts fall back to their finished search. Returns how many searches failed.
 */
export async function sweepInterruptedSessions(db: Db, now: Date): Promise<number> {
  const failed = await failInterrupted(db, INTERRUPTED_MSG, now);
  for (const session of failed) if (session.holdId) await releaseHold(db, session.holdId, now);
  return failed.length;
}
