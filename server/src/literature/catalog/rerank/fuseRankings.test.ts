import { describe, expect, it } from 'vitest';
import type { ScoredPaper } from '../../catalog.js';
import { emptyPaper } from '../../paper.js';
import { fuseRankings } from './fuseRankings.js';

const hit = (id: string): ScoredPaper => ({
  paper: { ...emptyPaper(`Paper ${id}`), bibkey: id, sources: [{ source: 'acl', id }] },
  score: 10,
});

describe('fuseRankings', () => {
  it('ranks papers found by several queries above single-list leaders', () => {
    const fused = fuseRankings([
      [hit('a'), hit('b'), hit('c')],
      [hit('d'), hit('b'), hit('c')],
    ]);
    expect(fused.map((h) => h.paper.bibkey)).toEqual(['b', 'c', 'a', 'd']);
    expect(fused[0]!.score).toBeCloseTo(2 / 62);
  });

  it('keeps one list in its order', () => {
    expect(fuseRankings([[hit('x'), hit('y')]]).map((h) => h.paper.bibkey)).toEqual(['x', 'y']);
  });
});
