import { describe, expect, it } from 'vitest';
import { Postings } from './postings.js';

function listOf(postings: Postings, term: number): Array<[number, number]> {
  const { offsets, docs, tfs } = postings.block();
  const out: Array<[number, number]> = [];
  for (let i = offsets[term] ?? 0; i < (offsets[term + 1] ?? 0); i++) out.push([docs[i]!, tfs[i]!]);
  postings.forEachTail(term, (doc, tf) => out.push([doc, tf]));
  return out;
}

describe('Postings', () => {
  it('serves pending postings before and after a merge, in document order', () => {
    const postings = new Postings();
    postings.add(0, 0, 1);
    postings.add(1, 0, 2);
    postings.add(0, 1, 3);
    expect(listOf(postings, 0)).toEqual([
      [0, 1],
      [1, 3],
    ]);
    postings.merge(2, null);
    postings.add(1, 2, 4);
    expect(postings.pendingCount).toBe(1);
    expect(listOf(postings, 1)).toEqual([
      [0, 2],
      [2, 4],
    ]);
    expect(postings.count(1)).toBe(2);
  });

  it('drops postings of deleted documents when merging', () => {
    const postings = new Postings();
    postings.add(0, 0, 1);
    postings.add(0, 1, 1);
    postings.merge(1, Uint8Array.of(1, 0));
    expect(listOf(postings, 0)).toEqual([[1, 1]]);
  });
});
