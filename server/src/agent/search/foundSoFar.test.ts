import { describe, expect, it } from 'vitest';
import type { ScoredPaper } from '../../literature/catalog.js';
import { emptyPaper } from '../../literature/paper.js';
import type { Judged } from './filterPapers.js';
import { FoundSoFar } from './foundSoFar.js';

const candidate = (bibkey: string, score: number): ScoredPaper => ({
  paper: { ...emptyPaper(`Paper ${bibkey}`), bibkey },
  score,
});
const judged = (c: ScoredPaper, relevance: number): Judged => ({
  paper: c.paper,
  relevance,
  reason: `judged ${relevance}`,
  byModel: true,
});
const present = (j: Judged) => ({ bibkey: j.paper.bibkey, relevance: j.relevance, reason: j.reason });

describe('FoundSoFar: what a stopped search keeps', () => {
  const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((key, i) => candidate(key, 5 - i)) as [
    ScoredPaper,
    ScoredPaper,
    ScoredPaper,
    ScoredPaper,
    ScoredPaper,
  ];
  const keys = (found: FoundSoFar<ReturnType<typeof present>>) => found.papers().map((p) => p.bibkey);

  it('keeps nothing before any candidates were gathered', () => {
    expect(new FoundSoFar(3).papers()).toEqual([]);
  });

  it("keeps the filter's kept papers so far, best first, then unjudged candidates by search rank; never the rejected", () => {
    const found = new FoundSoFar<ReturnType<typeof present>>(4);
    found.gathered([a, b, c, d, e], present);
    found.judgedBatch([judged(a, 0.1), judged(c, 0.6), judged(d, 0.9)]);
    const papers = found.papers();
    expect(keys(found)).toEqual(['d', 'c', 'b', 'e']);
    expect(papers[0]).toMatchObject({ relevance: 0.9, reason: 'judged 0.9' });
    expect(papers[2]!.reason).toMatch(/^Search rank 1 .*not judged by AI/);
  });

  it('keeps at most maxPapers, and exactly the final answer once the filter finished', () => {
    const found = new FoundSoFar<ReturnType<typeof present>>(2);
    found.gathered([a, b, c], present);
    expect(keys(found)).toEqual(['a', 'b']);
    found.filterDone([judged(c, 0.8)]);
    expect(keys(found)).toEqual(['c']);
  });
});
