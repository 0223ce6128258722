import { describe, expect, it } from 'vitest';
import type { CslItem } from './cslItem.js';
import { formatCslItems } from './formatReferences.js';
import { keyInCodeUnitOrder } from './gbt7714Order.js';
import { renderCitations } from './renderCitations.js';
import { findCitationStyle } from './styles.js';

// How citeproc-js compares sort keys (CSL.getSortCompare): case and punctuation ignored, digits as numbers.
const citeprocCompare = new Intl.Collator('zh-CN', { sensitivity: 'base', ignorePunctuation: true, numeric: true })
  .compare;
const codeUnitCompare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

describe('keyInCodeUnitOrder', () => {
  it('sorts under citeproc’s comparison as the keys themselves sort byte by byte', () => {
    const keys = [
      'gbt7714.8.2:1',
      'gbt7714.8.2.1:1',
      'x10',
      'x4',
      'Smith2020',
      'smith2020',
      'wang-2020',
      'wang2020',
      '王2020',
    ];
    // The keys alone, under citeproc's comparison, would not: "8.2:1" reads as 821, before 8211.
    expect([...keys].sort(citeprocCompare)).not.toEqual([...keys].sort(codeUnitCompare));
    const spelled = new Map(keys.map((key) => [keyInCodeUnitOrder(key), key]));
    expect([...spelled.keys()].sort(citeprocCompare).map((value) => spelled.get(value))).toEqual(
      [...keys].sort(codeUnitCompare),
    );
  });
});

describe('same author, same year in the GB/T author-year systems', () => {
  const book = (id: string, title: string): CslItem => ({
    id,
    type: 'book',
    title,
    language: 'zh-CN',
    author: [{ family: '王', given: '明' }],
    issued: { 'date-parts': [[2020]] },
  });
  const items = [book('wang2020z', '乙书'), book('wang2020a', '甲书')];

  it.each(['gb-t-7714-2015-author-year', 'gb-t-7714-2025-author-year'])(
    '%s: the letters follow the citation keys, in a list and in a note citing them the other way round',
    (styleId) => {
      const style = findCitationStyle(styleId)!;
      const list = formatCslItems(items, style);
      expect(list.map((entry) => entry.bibkey)).toEqual(['wang2020a', 'wang2020z']);
      expect(list[0]!.text).toMatch(/2020a/);
      expect(list[1]!.text).toMatch(/2020b/);
      const note = renderCitations(items, [[{ id: 'wang2020z' }], [{ id: 'wang2020a' }]], style);
      expect(note.labels[0]).toMatch(/2020b/);
      expect(note.labels[1]).toMatch(/2020a/);
      expect(note.bibliography.map((entry) => entry.text)).toEqual(list.map((entry) => entry.text));
    },
  );
});
