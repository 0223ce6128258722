import { FIELDS, unpackTf } from './fields.js';
import type { SearchIndex } from './searchIndex.js';
import { tokenize } from './tokenize.js';

/** Restrictions a result must meet. */
export interface SearchFilters {
  /** Earliest publication year (inclusive). */
  yearFrom?: number;
  /** Latest publication year (inclusive). */
  yearTo?: number;
  /**
   * Venue words that must all occur in the paper's venue, matched like search terms
   * ("Computational Linguistics" matches "Proceedings of … Computational Linguistics").
   */
  venue?: string;
}

const VENUE_FIELD = FIELDS.indexOf('venue');

function venueMask(index: SearchIndex, venue: string): Uint8Array {
  const terms = [...new Set(tokenize(venue))];
  const hits = new Uint8Array(index.docs.count);
  const ids = terms.map((t) => index.dict.idOf(t));
  if (ids.some((id) => id === undefined)) return hits;
  const { offsets, docs, tfs } = index.postings.block();
  for (const id of ids as number[]) {
    const visit = (doc: number, packed: number): void => {
      if (unpackTf(packed, VENUE_FIELD) > 0) hits[doc]!++;
    };
    for (let i = offsets[id] ?? 0; i < (offsets[id + 1] ?? 0); i++) visit(docs[i]!, tfs[i]!);
    index.postings.forEachTail(id, visit);
  }
  for (let d = 0; d < hits.length; d++) hits[d] = hits[d] === ids.length ? 1 : 0;
  return hits;
}

/** Builds the predicate a document must pass (live, within years, at the venue). */
export function buildFilter(index: SearchIndex, filters: SearchFilters): (doc: number) => boolean {
  const { deleted, years } = index.docs;
  const from = filters.yearFrom ?? -Infinity;
  const to = filters.yearTo ?? Infinity;
  const hasYears = filters.yearFrom !== undefined || filters.yearTo !== undefined;
  const venue = filters.venue?.trim() ? venueMask(index, filters.venue) : null;
  return (doc) => {
    if (deleted[doc] === 1) return false;
    if (hasYears && (years[doc]! < from || years[doc]! > to)) return false;
    return venue === null || venue[doc] === 1;
  };
}
