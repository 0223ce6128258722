import { describe, expect, it } from 'vitest';
import { coverExactly } from './coverage.js';

const section = (name: string, keys: string[]) => ({ section_name: name, bibkey: keys, reason: `why ${name}` });

describe('coverExactly', () => {
  it('leaves an outline that already covers every key once unchanged', () => {
    const sections = [section('A', ['a', 'b']), section('B', ['c'])];
    expect(coverExactly(sections, ['a', 'b', 'c'], 'en')).toEqual({ sections, repaired: 0 });
  });

  it('drops unknown and repeated keys, and empty sections', () => {
    const { sections, repaired } = coverExactly(
      [section('A', ['a', 'ghost', 'b']), section('B', ['a']), section('C', ['c'])],
      ['a', 'b', 'c'],
      'en',
    );
    expect(sections).toEqual([section('A', ['a', 'b']), section('C', ['c'])]);
    expect(repaired).toBe(2);
  });

  it('puts a missing key back into its home section, else into an "other" section in the UI language', () => {
    const home = (key: string) => (key === 'b' ? 'B' : undefined);
    const { sections, repaired } = coverExactly(
      [section('A', ['a']), section('B', ['c'])],
      ['a', 'b', 'c', 'd'],
      'cn',
      home,
    );
    expect(sections.map((s) => [s.section_name, s.bibkey])).toEqual([
      ['A', ['a']],
      ['B', ['c', 'b']],
      ['其他相关研究', ['d']],
    ]);
    expect(repaired).toBe(2);
    expect(sections.flatMap((s) => s.bibkey).sort()).toEqual(['a', 'b', 'c', 'd']);
  });
});
