import { describe, expect, it } from 'vitest';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { buildReferenceList, type FormatEntries } from './referenceList.js';
import { emptyPaper } from '../../literature/paper.js';

const paper = (bibkey: string, family: string, year: number): PaperDto => ({
  ...emptyPaper(`On ${bibkey}`),
  bibkey,
  authors: [{ family }],
  year,
});
const papers = new Map(
  [
    paper('zhu', 'Zhu', 2018),
    paper('adams', 'Adams', 2021),
    paper('adams0', 'Adams', 2015),
    paper('lone', 'Lone', 2000),
  ].map((p) => [p.bibkey, p]),
);
const format: FormatEntries = (list, style) => new Map(list.map((p) => [p.bibkey, `${style}:${p.bibkey}`]));

describe('buildReferenceList', () => {
  it('numeric styles: cited papers only, numbered in order of first citation', () => {
    expect(buildReferenceList(['zhu', 'adams', 'zhu'], papers, 'ieee', format)).toEqual([
      { bibkey: 'zhu', number: 1, text: 'ieee:zhu' },
      { bibkey: 'adams', number: 2, text: 'ieee:adams' },
    ]);
  });

  it('author-date styles: alphabetical by author, then year', () => {
    expect(
      buildReferenceList(['zhu', 'adams', 'adams0'], papers, 'apa', format).map((e) => [e.bibkey, e.number]),
    ).toEqual([
      ['adams0', null],
      ['adams', null],
      ['zhu', null],
    ]);
  });

  it('never lists a key outside the set', () => {
    expect(buildReferenceList(['invented2024', 'lone'], papers, 'gbt7714', format).map((e) => e.bibkey)).toEqual([
      'lone',
    ]);
  });
});
