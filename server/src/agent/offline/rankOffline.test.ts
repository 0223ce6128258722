import { describe, expect, it } from 'vitest';
import { emptyPaper, type Paper } from '../../literature/paper.js';
import { rankOffline } from './rankOffline.js';

function paper(bibkey: string, doi: string | null = null): Paper {
  return { ...emptyPaper(`Title of ${bibkey}`), bibkey, doi };
}

const hits = (...papers: Paper[]) => papers.map((p, i) => ({ paper: p, score: 10 - i }));

describe('rankOffline', () => {
  it('ranks papers found by several queries above papers found by one', () => {
    const ranked = rankOffline([hits(paper('a'), paper('b'), paper('c')), hits(paper('c'), paper('d'))]);
    expect(ranked.map((h) => h.paper.bibkey)).toEqual(['c', 'a', 'b', 'd']);
  });

  it('follows the list weights', () => {
    const lists = [hits(paper('a'), paper('b')), hits(paper('b'), paper('a'))];
    expect(rankOffline(lists, { weights: [2, 1] }).map((h) => h.paper.bibkey)).toEqual(['a', 'b']);
    expect(rankOffline(lists, { weights: [1, 2] }).map((h) => h.paper.bibkey)).toEqual(['b', 'a']);
  });

  it('merges the same paper under different bibkeys by DOI and keeps the first record', () => {
    const first = paper('smith2020a', '10.1234/x');
    const ranked = rankOffline([hits(first), hits(paper('smith2020', '10.1234/x'), paper('e'))]);
    expect(ranked).toHaveLength(2);
    expect(ranked[0]!.paper).toBe(first);
    expect(ranked[0]!.score).toBeCloseTo(2 / 61, 12);
  });

  it('counts a paper once per list and honours the limit', () => {
    const ranked = rankOffline([hits(paper('a'), paper('a'), paper('b'))], { limit: 1 });
    expect(ranked).toEqual([{ paper: expect.objectContaining({ bibkey: 'a' }), score: 1 / 61 }]);
  });

  it('returns nothing for no lists', () => {
    expect(rankOffline([])).toEqual([]);
  });
});
