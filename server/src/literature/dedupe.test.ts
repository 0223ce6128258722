import { describe, expect, it } from 'vitest';
import { dedupePapers, identityKeys, mergePapers, normalizeTitle } from './dedupe.js';
import { emptyPaper, type PaperInput } from './paper.js';

function record(overrides: Partial<PaperInput>): PaperInput {
  return {
    ...emptyPaper('Attention Is All You Need'),
    authors: [{ given: 'Ashish', family: 'Vaswani' }],
    year: 2017,
    ...overrides,
  };
}

describe('identityKeys', () => {
  it('lists DOI, arXiv id and the title key in that order', () => {
    expect(identityKeys(record({ doi: 'https://doi.org/10.5555/ABC', arxivId: 'arXiv:1706.03762v5' }))).toEqual([
      'doi:10.5555/abc',
      'arxiv:1706.03762',
      'title:attention is all you need|vaswani|2017',
    ]);
  });

  it('normalises titles across punctuation, case and diacritics', () => {
    expect(normalizeTitle('  Attention—is ALL you Need! ')).toBe(normalizeTitle('attention is all you need'));
    expect(normalizeTitle('Ünïcode')).toBe('unicode');
  });
});

describe('mergePapers', () => {
  it('keeps the richest fields and every source id', () => {
    const a = record({
      abstract: 'short',
      citationCount: 10,
      sources: [{ source: 'arxiv', id: '1706.03762' }],
      arxivId: '1706.03762',
    });
    const b = record({
      abstract: 'a much longer abstract',
      doi: '10.5555/abc',
      citationCount: 90000,
      venue: 'NeurIPS',
      authors: [
        { given: 'Ashish', family: 'Vaswani' },
        { given: 'Noam', family: 'Shazeer' },
      ],
      sources: [
        { source: 'openalex', id: 'W1' },
        { source: 'arxiv', id: '1706.03762' },
      ],
    });
    const merged = mergePapers(a, b);
    expect(merged.abstract).toBe('a much longer abstract');
    expect(merged.doi).toBe('10.5555/abc');
    expect(merged.arxivId).toBe('1706.03762');
    expect(merged.citationCount).toBe(90000);
    expect(merged.venue).toBe('NeurIPS');
    expect(merged.authors).toHaveLength(2);
    expect(merged.sources).toEqual([
      { source: 'arxiv', id: '1706.03762' },
      { source: 'openalex', id: 'W1' },
    ]);
  });

  it('leaves an unknown citation count unknown', () => {
    expect(mergePapers(record({}), record({})).citationCount).toBeNull();
  });
});

describe('dedupePapers', () => {
  it('merges by DOI, by arXiv id and by title + first author + year', () => {
    const out = dedupePapers([
      record({ doi: '10.1000/x', title: 'Different Wording', sources: [{ source: 'crossref', id: '10.1/x' }] }),
      record({ doi: 'https://doi.org/10.1000/X', sources: [{ source: 'openalex', id: 'W1' }] }),
      record({ arxivId: '1706.03762v2', title: 'Other', sources: [{ source: 'arxiv', id: '1706.03762' }] }),
      record({ arxivId: '1706.03762', title: 'Another', sources: [{ source: 's2', id: 'S1' }] }),
      record({ title: 'attention is all you need!', sources: [{ source: 'acl', id: 'A1' }] }),
    ]);
    // The fifth record shares the title key with the second, which shares the DOI with the first.
    expect(out).toHaveLength(2);
    expect(out[0]!.sources.map((s) => s.source)).toEqual(['crossref', 'openalex', 'acl']);
    expect(out[1]!.sources.map((s) => s.source)).toEqual(['arxiv', 's2']);
  });

  it('keeps papers with the same title but another year or first author apart', () => {
    const out = dedupePapers([record({}), record({ year: 2018 }), record({ authors: [{ family: 'Shazeer' }] })]);
    expect(out).toHaveLength(3);
  });

  it('joins two groups that a later record links', () => {
    const out = dedupePapers([
      record({ doi: '10.1000/a', title: 'One' }),
      record({ arxivId: '2001.00001', title: 'Two' }),
      record({ doi: '10.1000/a', arxivId: '2001.00001', title: 'Three' }),
    ]);
    expect(out).toHaveLength(1);
    expect(out[0]!.title).toBe('One');
    expect(out[0]!.arxivId).toBe('2001.00001');
  });
});
