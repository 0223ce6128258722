import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import {
  abstractFromInvertedIndex,
  fromOpenAlexWork,
  type OpenAlexList,
  type OpenAlexWork,
} from './openAlexNormalize.js';

const list = (file: string) => JSON.parse(fixtureText('openalex', file)) as OpenAlexList;
const work = (file: string) => JSON.parse(fixtureText('openalex', file)) as OpenAlexWork;

describe('OpenAlex normalisation', () => {
  it('rebuilds abstracts from the inverted index in position order', () => {
    expect(abstractFromInvertedIndex({ world: [1], hello: [0, 2] })).toBe('hello world hello');
    expect(abstractFromInvertedIndex(null)).toBeNull();
  });

  it('reads a title search result (ids, authors, venue, abstract, pdf, pmid)', () => {
    const [chem, crow] = list('works_filter-title.search_200.json').results.map(fromOpenAlexWork);
    expect(chem).toMatchObject({
      title: 'Augmenting large language models with chemistry tools',
      year: 2024,
      doi: '10.1038/s42256-024-00832-8',
      openalexId: 'W4396723768',
      pmid: '38799228',
      venue: 'Nature Machine Intelligence',
      citationCount: 236,
      pdfUrl: 'https://www.nature.com/articles/s42256-024-00832-8.pdf',
      language: 'en',
      url: 'https://doi.org/10.1038/s42256-024-00832-8',
      sources: [{ source: 'openalex', id: 'W4396723768' }],
    });
    expect(chem!.authors[0]).toEqual({ given: 'Andres M.', family: 'Bran' });
    expect(chem!.authors).toHaveLength(6);
    expect(chem!.abstract).toMatch(/^Abstract Large language models \(LLMs\) have shown strong performance/);
    expect(chem!.abstract!.split(' ')).toHaveLength(142);
    expect(chem!.keywords).toContain('Limiting');
    // arXiv copies carry a DataCite DOI, from which the arXiv id follows
    expect(crow).toMatchObject({
      doi: '10.48550/arxiv.2304.05376',
      arxivId: '2304.05376',
      pdfUrl: 'http://arxiv.org/pdf/2304.05376', // from its second location
      year: 2023,
    });
    expect(crow!.venue).toBe('arXiv (Cornell University)');
  });

  it('reads a single work without abstract and with a PMID URL', () => {
    const hotspots = fromOpenAlexWork(work('work_W2162348455_single_200.json'));
    expect(hotspots).toMatchObject({
      title: 'Biodiversity hotspots for conservation priorities',
      year: 2000,
      doi: '10.1038/35002501',
      pmid: '10706275',
      venue: 'Nature',
      citationCount: 30625,
      abstract: null,
      pdfUrl: null,
    });
    expect(hotspots.authors[0]).toEqual({ given: 'Norman', family: 'Myers' });
    const byDoi = fromOpenAlexWork(work('work_by-doi-url_200.json'));
    expect(byDoi).toMatchObject({ openalexId: 'W4408732759', doi: '10.1016/j.xgen.2025.100814', pmid: '40120586' });
    expect(byDoi.venue).toBe('Cell Genomics');
    expect(byDoi.abstract).toBeNull();
  });

  it('reads citing works and id-filtered lists', () => {
    const citing = list('works_filter-cites_per-page-200_cursor-start_200.json').results.map(fromOpenAlexWork);
    expect(citing.map((p) => p.openalexId)).toEqual([
      'W4311043552',
      'W4293919086',
      'W4387316167',
      'W4415603090',
      'W7104728135',
    ]);
    expect(citing[1]).toMatchObject({ doi: '10.18421/tem113-46', year: 2022, citationCount: 3 });
    const two = list('works_filter-openalex-two-ids_per-page-200_200.json').results.map(fromOpenAlexWork);
    expect(two[1]).toMatchObject({ arxivId: '2007.14454', pdfUrl: 'https://arxiv.org/pdf/2007.14454' });
    expect(list('works_cursor-exhausted_empty-results_200.json').results).toEqual([]);
  });
});
