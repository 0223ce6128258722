import { describe, expect, it } from 'vitest';
import { reciprocalRankFusion, RRF_K } from './reciprocalRankFusion.js';

const id = (s: string) => s;

describe('reciprocalRankFusion', () => {
  it('puts an item ranked well in both lists above one ranked first in a single list', () => {
    const merged = reciprocalRankFusion(
      [
        ['a', 'b', 'c'],
        ['b', 'd', 'a'],
      ],
      id,
    ).map((m) => m.item);
    expect(merged).toEqual(['b', 'a', 'd', 'c']);
  });

  it('scores Σ 1/(k + rank)', () => {
    const [top] = reciprocalRankFusion([['x'], ['y', 'x']], id);
    expect(top).toEqual({ item: 'x', score: 1 / (RRF_K + 1) + 1 / (RRF_K + 2) });
  });

  it('keeps the order first met on ties and handles empty rankings', () => {
    expect(reciprocalRankFusion([['a'], ['b'], []], id).map((m) => m.item)).toEqual(['a', 'b']);
    expect(reciprocalRankFusion([], id)).toEqual([]);
  });
});
