import { createHash } from 'node:crypto';
import type { BeirQuery } from './beirDataset.js';

/** Which half of a query set: `dev` for tuning, `held` only reported, `all` both. */
export type QueryHalf = 'dev' | 'held' | 'all';

/**
 * The half a query id belongs to: even first byte of SHA-256(id) → development, odd → held back.
 * Depends on the id alone, so the split is the same in every script and for both the question and
 * the topic form of a query (they share ids).
 */
export function halfOf(id: string): 'dev' | 'held' {
  return createHash('sha256').update(id).digest()[0]! % 2 === 0 ? 'dev' : 'held';
}

/** The queries of one half (all of them for `all`), in their order. */
export function selectHalf<T extends Pick<BeirQuery, 'id'>>(queries: readonly T[], half: QueryHalf): T[] {
  return half === 'all' ? [...queries] : queries.filter((q) => halfOf(q.id) === half);
}
