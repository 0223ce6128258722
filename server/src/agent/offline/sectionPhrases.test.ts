import { describe, expect, it } from 'vitest';
import { paperPhrases } from './paperPhrases.js';
import { paperWords } from './paperWords.js';
import { phraseIndex, sectionPhrases } from './sectionPhrases.js';

const docs = [
  'Named entity recognition in clinical notes',
  'Clinical named entity recognition with CRFs',
  'Named entity recognition for clinical trials',
  'Neural machine translation of clinical notes',
  'Machine translation with back-translation',
].map((title) => paperPhrases(paperWords({ title, abstract: null })));
const index = phraseIndex(docs);

describe('sectionPhrases', () => {
  it('picks the longest phrase the group uses, never one of its parts beside it', () => {
    const found = sectionPhrases(docs, index, [0, 1, 2], { count: 3, minPapers: 2 });
    // "entity recognition" and "named entity" share its words; "clinical notes" has one paper here.
    expect(found.map((p) => [p.label, p.papers])).toEqual([['named entity recognition', [0, 1, 2]]]);
  });

  it('weighs a phrase against its use outside the group', () => {
    const found = sectionPhrases(docs, index, [3, 4], { count: 2, minPapers: 2 });
    expect(found.map((p) => p.label)).toEqual(['machine translation']);
    expect(sectionPhrases(docs, index, [0, 3], { count: 2, minPapers: 2 }).map((p) => p.label)).toEqual([
      'clinical notes',
    ]);
  });

  it('finds nothing when no two papers share a phrase', () => {
    expect(sectionPhrases(docs, index, [1, 4], { count: 2, minPapers: 2 })).toEqual([]);
  });
});
