import crypto from 'node:crypto';
import { wordLedger } from '../schema/index.js';
import type { Db } from '../types.js';

/** One change to a user's word balance, appended to the ledger (never updated or deleted). */
export interface LedgerEntry {
  userId: string;
  delta: number;
  balanceAfter: number;
  reason: string;
  refId?: string;
  now: Date;
}

/** Call inside the transaction that changes `users.words_left`, so balance and ledger agree. */
export async function append(db: Db, entry: LedgerEntry): Promise<void> {
  await db.insert(wordLedger).values({
    id: crypto.randomUUID(),
    userId: entry.userId,
    delta: entry.delta,
    balanceAfter: entry.balanceAfter,
    reason: entry.reason,
    refId: entry.refId,
    createdAt: entry.now,
  });
}
