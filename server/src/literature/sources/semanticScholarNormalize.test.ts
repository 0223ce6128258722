import { describe, expect, it } from 'vitest';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import { fromS2Paper, type S2Page, type S2Paper } from './semanticScholarNormalize.js';

const json = <T>(file: string) => JSON.parse(fixtureText('semantic-scholar', file)) as T;

describe('Semantic Scholar normalisation', () => {
  it('reads a lookup with DOI and PubMed external ids, journal as venue fallback and open-access pdf', () => {
    const paper = fromS2Paper(json<S2Paper>('paper-get_doi_paperqa-fields_200.json'));
    expect(paper).toMatchObject({
      title: 'High-throughput screening of human genetic variants by pooled prime editing',
      doi: '10.1016/j.xgen.2025.100814',
      pmid: '40120586',
      arxivId: null,
      s2Id: '7e5d4466c8b85f93775fe183e1a318a3e65ac8e4',
      year: 2024,
      venue: 'bioRxiv',
      citationCount: 5,
      pdfUrl: 'https://doi.org/10.1016/j.xgen.2025.100814',
      sources: [{ source: 'semanticScholar', id: '7e5d4466c8b85f93775fe183e1a318a3e65ac8e4' }],
    });
    expect(paper.authors[1]).toEqual({ given: 'Christina M.', family: 'Kajba' });
  });

  it('reads a batch with a null (not found) slot, empty venues and abstracts', () => {
    const rows = json<Array<S2Paper | null>>('paper-batch_all-fields_with-null-not-found_200.json');
    expect(rows[0]).toBeNull();
    const [did, miracle, audits] = rows.slice(1).map((r) => fromS2Paper(r!));
    expect(did).toMatchObject({
      title: 'How Much Should We Trust Differences-in-Differences Estimates?',
      doi: '10.2139/ssrn.288970',
      year: 2001,
      venue: 'Experimental & Empirical Studies eJournal',
      pdfUrl: 'http://papers.nber.org/papers/w8841.pdf',
      citationCount: 10670,
    });
    expect(did!.abstract).toMatch(/^Most Difference-in-Difference \(DD\) papers/);
    expect(miracle!.authors.map((a) => ('family' in a ? a.family : a.name))).toEqual(
      expect.arrayContaining(['Duflo', 'Banerjee']),
    );
    expect(audits).toMatchObject({ doi: '10.1257/rct.1355', venue: null, pdfUrl: null, citationCount: 0 });
    const authorsOnly = json<S2Paper[]>('paper-batch_fields-authors_200.json').map(fromS2Paper);
    expect(authorsOnly.every((p) => p.authors.length > 0)).toBe(true);
  });

  it('reads search pages whose rows carry only the requested field', () => {
    const titles = json<S2Page<S2Paper>>('paper-search_query-turing_fields-title_200.json').data!.map(fromS2Paper);
    expect(titles.length).toBeGreaterThan(0);
    expect(titles.every((p) => p.title && p.s2Id)).toBe(true);
    const pdfs = json<S2Page<S2Paper>>('paper-search_query-turing_openAccessPdf_200.json').data!.map(fromS2Paper);
    expect(pdfs[1]).toMatchObject({
      s2Id: '6b0f06617d9f5256a80ed62d9398acb92a55a6bd',
      pdfUrl: 'http://www.cs.berkeley.edu/~christos/classics/Deutsch_quantum_theory.pdf',
    });
    const cited = json<S2Page<S2Paper>>('paper-search_query-turing_minCitationCount-1000_200.json').data!;
    expect(fromS2Paper(cited[0]!).citationCount).toBe(4340);
    expect(json<S2Page<S2Paper>>('paper-search_no-results_200.json')).toEqual({ total: 0, offset: 0 });
    expect(fromS2Paper(json<S2Paper>('paper-get_doi_fields-title_200.json')).title).toBe(
      'Computing Machinery and Intelligence',
    );
  });

  it('reads the full record shape, with DOI upper case in externalIds, and its linked papers', () => {
    const record = json<S2Paper & { references: S2Paper[]; citations: S2Paper[] }>(
      'paper-get_all-fields_trimmed.derived.json',
    );
    expect(fromS2Paper(record)).toMatchObject({
      title: 'Computing Machinery and Intelligence',
      doi: '10.1093/mind/lix.236.433',
      year: 1950,
      venue: 'The Philosophy of Artificial Intelligence',
    });
    expect(fromS2Paper(record.references[0]!)).toMatchObject({
      title: 'Calculating Instruments and Machines',
      doi: '10.2307/3610576',
      year: 1951,
    });
  });
});
