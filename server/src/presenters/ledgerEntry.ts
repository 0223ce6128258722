import { LedgerReason, type PointFlowItem } from '@inkstone/shared/api/pointFlow';
import type { WordLedgerRow } from '../db/schema/index.js';

/** A ledger row as the points-flow list shows it. */
export function presentLedgerEntry(row: WordLedgerRow): PointFlowItem {
  return {
    id: row.id,
    delta: row.delta,
    balanceAfter: row.balanceAfter,
    // Rows are only written with the shared reasons; parse so a stray one fails loudly here.
    reason: LedgerReason.parse(row.reason),
    refId: row.refId,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}
