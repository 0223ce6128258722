import { describe, expect, it } from 'vitest';
import { DEFAULT_BM25F } from './bm25fParams.js';
import type { IndexDoc } from './fields.js';
import { DEFAULT_PROXIMITY } from './proximity.js';
import { DEFAULT_RM3 } from './rm3.js';
import { search } from './search.js';
import { SearchIndex } from './searchIndex.js';

const DOCS: IndexDoc[] = [
  {
    id: 'nmt',
    title: 'Neural Machine Translation by Jointly Learning to Align and Translate',
    abstract: 'Neural machine translation is a recently proposed approach to machine translation.',
    venue: 'International Conference on Learning Representations',
    authors: 'Dzmitry Bahdanau; Kyunghyun Cho; Yoshua Bengio',
    year: 2015,
  },
  {
    id: 'transformer',
    title: 'Attention Is All You Need',
    abstract: 'The Transformer relies on attention for translation, dispensing with recurrence.',
    venue: 'Advances in Neural Information Processing Systems',
    authors: 'Ashish Vaswani; Noam Shazeer',
    year: 2017,
  },
  {
    id: 'smt',
    title: 'Statistical phrase-based translation',
    abstract: 'A machine learning approach: translation of neural activity is not discussed.',
    venue: 'Proceedings of NAACL, Association for Computational Linguistics',
    authors: 'Philipp Koehn',
    year: 2003,
  },
  {
    id: 'csl',
    title: '基于深度学习的机器翻译方法研究',
    abstract: '本文提出一种基于注意力机制的神经机器翻译模型。',
    keywords: '机器翻译; 深度学习',
    year: null,
  },
];

function build(docs: IndexDoc[] = DOCS): SearchIndex {
  const index = new SearchIndex();
  for (const doc of docs) index.add(doc);
  return index;
}

const ids = (index: SearchIndex, query: string, options = {}): string[] =>
  search(index, query, options).map((h) => h.id);

describe('SearchIndex + search', () => {
  it('ranks title matches first and ignores unknown words', () => {
    expect(ids(build(), 'attention translation zyzzyva')[0]).toBe('transformer');
    expect(ids(build(), 'zyzzyva')).toEqual([]);
  });

  it('treats quoted phrases as required word sequences', () => {
    const index = build();
    expect(ids(index, '"neural machine translation"')).toEqual(['nmt']);
    expect(ids(index, '"machine neural"')).toEqual([]);
  });

  it('expands prefixes, also through the stem', () => {
    const index = build();
    expect(ids(index, 'transform*')).toEqual(['transformer']);
    expect(ids(index, 'learning*').sort()).toEqual(['nmt', 'smt']);
  });

  it('filters by year range and venue words', () => {
    const index = build();
    expect(ids(index, 'translation', { yearFrom: 2010 }).sort()).toEqual(['nmt', 'transformer']);
    expect(ids(index, 'translation', { yearTo: 2010 })).toEqual(['smt']);
    expect(ids(index, 'translation', { venue: 'computational linguistics' })).toEqual(['smt']);
    expect(ids(index, 'translation', { venue: 'unknown venue' })).toEqual([]);
  });

  it('searches authors', () => {
    expect(ids(build(), 'vaswani')).toEqual(['transformer']);
  });

  it('finds Chinese records by whole and partial words', () => {
    const index = build();
    expect(ids(index, '机器翻译')).toEqual(['csl']);
    expect(ids(index, '注意力')).toEqual(['csl']);
    expect(ids(index, '译')).toEqual(['csl']);
  });

  it('removes and replaces documents by id', () => {
    const index = build();
    expect(index.remove('transformer')).toBe(true);
    expect(index.remove('transformer')).toBe(false);
    expect(ids(index, 'attention')).toEqual([]);
    index.add({ id: 'nmt', title: 'Replaced title about parsing' });
    expect(index.size).toBe(3);
    expect(ids(index, 'parsing')).toEqual(['nmt']);
    expect(ids(index, 'align')).toEqual([]);
  });

  it('gives the same ranking from pending and merged postings', () => {
    const index = build();
    const before = search(index, 'neural translation');
    index.merge();
    expect(search(index, 'neural translation')).toEqual(before);
  });

  it('is not affected by an earlier search whose fields had zero weight', () => {
    const index = build();
    const before = search(index, 'translation learning');
    const titleOnly = {
      ...DEFAULT_BM25F,
      fields: DEFAULT_BM25F.fields.map((f, i) => ({ ...f, weight: i === 0 ? 1 : 0 })),
    };
    search(index, 'translation learning', { params: titleOnly });
    expect(search(index, 'translation learning')).toEqual(before);
  });

  it('can re-rank with feedback and proximity', () => {
    const index = build();
    expect(ids(index, 'neural translation', { feedback: DEFAULT_RM3 })).toContain('nmt');
    expect(ids(index, 'machine translation', { proximity: DEFAULT_PROXIMITY })[0]).toBe('nmt');
  });

  it('honours the limit', () => {
    expect(ids(build(), 'translation', { limit: 1 })).toHaveLength(1);
  });
});

describe('phrase candidates', () => {
  it('only verifies documents that hold every phrase term', () => {
    const index = build();
    index.add({ id: 'order', title: 'translation machine neural' });
    expect(ids(index, '"neural machine translation" align')).toEqual(['nmt']);
  });
});

describe('repeated venues', () => {
  it('index the same terms for every paper of a venue', () => {
    const index = new SearchIndex();
    const venue = 'Proceedings of the Workshop on Parsing';
    index.add({ id: 'a', title: 'First', venue });
    index.add({ id: 'b', title: 'Second', venue });
    expect(ids(index, 'parsing workshop').sort()).toEqual(['a', 'b']);
    expect(ids(index, 'first', { venue: 'parsing' })).toEqual(['a']);
    expect(index.docs.fieldLengths[3]![0]).toBe(index.docs.fieldLengths[3]![1]);
  });
});

describe('case', () => {
  it('matches regardless of case in documents and queries', () => {
    const index = new SearchIndex();
    index.add({ id: 'upper', title: 'SCIFACT CLAIMS' });
    index.add({ id: 'mixed', title: 'Claim Verification With SciFact', abstract: 'Naïve Müller' });
    expect(ids(index, 'scifact').sort()).toEqual(['mixed', 'upper']);
    expect(ids(index, 'MULLER naive')).toEqual(['mixed']);
  });
});
