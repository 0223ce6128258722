import crypto from 'node:crypto';
import * as balance from '../db/repos/balance.js';
import * as wordHolds from '../db/repos/wordHolds.js';
import type { Db } from '../db/types.js';
import { InsufficientBalanceError } from '../errors.js';
import { PROCESS_INSTANCE_ID } from '../lib/processInstance.js';

/** Words reserved for one operation. */
export interface Hold {
  id: string;
  userId: string;
  amount: number;
}

/** Ledger reasons of the hold lifecycle; `ref_id` is the hold id. */
export const LedgerReason = { hold: 'ai_hold', giveBack: 'ai_hold_return' } as const;

/**
 * Reserves `amount` words: one statement (one transaction) debits the balance only if it is large
 * enough (a conditional update, so concurrent holds can never take it below zero), records the hold
 * (owned by this process instance) and its ledger row. Throws 402 insufficient_balance when the
 * balance is too small; nothing changes then.
 */
export async function takeHold(
  db: Db,
  req: { userId: string; amount: number; purpose: string; now: Date },
): Promise<{ hold: Hold; wordsLeft: number }> {
  const id = crypto.randomUUID();
  const wordsLeft = await balance.debitIntoHold(db, {
    holdId: id,
    ledgerId: crypto.randomUUID(),
    userId: req.userId,
    amount: req.amount,
    purpose: req.purpose,
    reason: LedgerReason.hold,
    instanceId: PROCESS_INSTANCE_ID,
    now: req.now,
  });
  if (wordsLeft === undefined) {
    throw InsufficientBalanceError(
      `Not enough words left: this operation reserves up to ${req.amount} words. Top up, or shorten the text.`,
    );
  }
  return { hold: { id, userId: req.userId, amount: req.amount }, wordsLeft };
}

async function close(db: Db, holdId: string, charged: number | null, now: Date) {
  const closed = await wordHolds.closeAndGiveBack(db, {
    holdId,
    ledgerId: crypto.randomUUID(),
    charged,
    reason: LedgerReason.giveBack,
    now,
  });
  // A hold already closed (e.g. released by the sweep) charges nothing more.
  return { charged: closed.wasOpen ? (charged ?? 0) : 0, wordsLeft: closed.wordsLeft };
}

/** Charges `words` (at most the hold) and gives the rest of the hold back, in one statement. */
export function settleHold(
  db: Db,
  hold: Hold,
  words: number,
  now: Date,
): Promise<{ charged: number; wordsLeft: number }> {
  return close(db, hold.id, Math.min(Math.max(0, words), hold.amount), now);
}

/** Gives the whole hold back (the operation failed); returns the balance after. */
export async function releaseHold(db: Db, holdId: string, now: Date): Promise<number> {
  return (await close(db, holdId, null, now)).wordsLeft;
}

async function releaseAll(db: Db, ids: string[], now: Date): Promise<number> {
  for (const id of ids) await releaseHold(db, id, now);
  return ids.length;
}

/**
 * Releases the holds of process instances that have ended (a crash, kill -9): their operations died
 * with them. Holds waiting with a queued or running task are left to the task. Returns how many it
 * released; a hold settled meanwhile is not given back twice (see {@link releaseHold}).
 */
export async function releaseHoldsOfEndedInstances(
  db: Db,
  ended: wordHolds.EndedInstances,
  now: Date,
): Promise<number> {
  return releaseAll(db, await wordHolds.listOfEndedInstances(db, ended), now);
}

/**
 * The last safety net behind {@link releaseHoldsOfEndedInstances}: releases holds open longer than
 * any operation may run (one a live process failed to close, or one taken before holds recorded
 * their instance), when not waiting with a queued or running task. Returns how many it released.
 */
export async function releaseAbandonedHolds(db: Db, olderThan: Date, now: Date): Promise<number> {
  return releaseAll(db, await wordHolds.listAbandoned(db, olderThan), now);
}
