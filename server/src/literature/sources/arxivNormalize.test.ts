import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import { parseArxivFeed } from './arxivNormalize.js';

const feed = (file: string) => parseArxivFeed(fixtureText('arxiv', file));

describe('arXiv Atom normalisation', () => {
  it('reads a single entry: versionless id, authors, year, pdf link, categories', () => {
    const { papers, error } = feed('query_id-list-1605.08386_single_200.atom.xml');
    expect(error).toBeNull();
    expect(papers).toHaveLength(1);
    expect(papers[0]).toMatchObject({
      title: 'Heat-bath random walks with Markov bases',
      arxivId: '1605.08386',
      year: 2016,
      venue: 'arXiv',
      doi: null,
      url: 'https://arxiv.org/abs/1605.08386',
      pdfUrl: 'https://arxiv.org/pdf/1605.08386v1',
      keywords: ['math.CO', 'math.ST'],
      sources: [{ source: 'arxiv', id: '1605.08386' }],
      authors: [
        { given: 'Caprice', family: 'Stanley' },
        { given: 'Tobias', family: 'Windisch' },
      ],
    });
    expect(papers[0]!.abstract).toMatch(/^Graphs on lattice points are studied.*in fixed dimension\.$/);
  });

  it('collapses line breaks and reads DOI and journal reference when present', () => {
    const { papers } = feed('query_search-all-testing_start-0_max-10_200.atom.xml');
    expect(papers).toHaveLength(10);
    expect(papers[0]).toMatchObject({
      title: 'Testing Deep Learning Models: A First Comparative Study of Multiple Testing Techniques',
      arxivId: '2202.12139',
      doi: '10.1109/icstw55395.2022.00035',
      year: 2022,
    });
    expect(papers[0]!.venue).toMatch(/^Artificial Intelligence in Software Testing @ 2022 IEEE/);
    for (const p of papers) {
      expect(p.title).not.toMatch(/\s{2}|\n/);
      expect(p.abstract).not.toMatch(/\n/);
      expect(p.arxivId).toMatch(/^\d{4}\.\d{4,5}$/);
    }
    expect(feed('query_search-all-testing_start-10_max-10_200.atom.xml').papers).toHaveLength(10);
  });

  it('reads the id-list answers: two ids, unknown id (empty), malformed id (error feed)', () => {
    const two = feed('query_id-list-two-ids_200.atom.xml').papers;
    expect(two.map((p) => p.arxivId)).toEqual(['1707.08567']);
    expect(feed('query_id-list-0000.0000_empty_200.atom.xml')).toEqual({ papers: [], error: null });
    expect(feed('query_id-list-abc_bad-id_400.atom.xml')).toEqual({ papers: [], error: 'incorrect id format for abc' });
  });
});
