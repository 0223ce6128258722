import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fixtureReply } from '../../test/fakes/scholarlyFixtures.js';
import { fakeSourcesEnv, startScholarlyFake, type ScholarlyFake } from '../../test/fakes/scholarlySources.js';
import { createSources } from './createSources.js';
import type { LiteratureSource, SourceName } from './types.js';

const FAST = { retry: { maxAttempts: 2, baseDelayMs: 10, maxDelayMs: 1000 } };
const NO_WAIT = { openalex: 0, semanticScholar: 0, arxiv: 0, crossref: 0, pubmed: 0 };

let fake: ScholarlyFake;
let sources: Record<SourceName, LiteratureSource>;

beforeEach(async () => {
  fake = await startScholarlyFake();
  const env = fakeSourcesEnv(fake, { SEMANTIC_SCHOLAR_API_KEY: 's2-test-key', PUBMED_API_KEY: 'ncbi-test-key' });
  const list = createSources(env, { ...FAST, intervalsMs: NO_WAIT });
  sources = Object.fromEntries(list.map((s) => [s.name, s])) as Record<SourceName, LiteratureSource>;
});
afterEach(async () => {
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

describe('OpenAlex adapter over HTTP', () => {
  it('searches with the polite-pool contact and year filter', async () => {
    const papers = await sources.openalex.search('chemistry tools', { limit: 5, yearFrom: 2020, yearTo: 2024 });
    expect(papers.map((p) => p.openalexId)).toEqual(['W4396723768', 'W4365597205']);
    const [request] = fake.requests.openalex;
    expect(request!.query.get('search')).toBe('chemistry tools');
    expect(request!.query.get('mailto')).toBe('tests@inkstone.example');
    expect(request!.query.get('filter')).toBe('from_publication_date:2020-01-01,to_publication_date:2024-12-31');
    expect(request!.query.get('per-page')).toBe('5');
  });

  it('looks up by OpenAlex id and DOI; an unknown DOI is null', async () => {
    expect((await sources.openalex.lookup('W2162348455'))?.doi).toBe('10.1038/35002501');
    expect((await sources.openalex.lookup('https://openalex.org/W2162348455'))?.pmid).toBe('10706275');
    expect((await sources.openalex.lookup('10.1016/j.xgen.2025.100814'))?.openalexId).toBe('W4408732759');
    expect(await sources.openalex.lookup('https://doi.org/10.1046/j.1365-2699.2003.00795')).toBeNull();
  });

  it('expands citations (cites:) and references (referenced_works → openalex: filter)', async () => {
    const citing = await sources.openalex.citations!({ ...(await sources.openalex.lookup('W2162348455'))! });
    expect(citing).toHaveLength(5);
    expect(fake.requests.openalex.at(-1)!.query.get('filter')).toBe('cites:W2162348455');
    const refs = await sources.openalex.references!((await sources.openalex.lookup('W2162348455'))!, { limit: 2 });
    expect(refs.map((p) => p.openalexId)).toEqual(['W3046863325', 'W3045921891']);
    expect(fake.requests.openalex.at(-1)!.query.get('filter')).toBe('openalex:W22843948|W32719449');
  });
});

describe('Semantic Scholar adapter over HTTP', () => {
  it('searches with the API key header and a year range', async () => {
    const papers = await sources.semanticScholar.search('turing', { limit: 10, yearFrom: 1950 });
    expect(papers.length).toBeGreaterThan(0);
    const [request] = fake.requests.semanticScholar;
    expect(request!.headers['x-api-key']).toBe('s2-test-key');
    expect(request!.query.get('year')).toBe('1950-');
    expect(request!.query.get('fields')).toContain('externalIds');
  });

  it('looks up by DOI (null when unknown) and expands references and citations', async () => {
    expect((await sources.semanticScholar.lookup('10.1016/j.xgen.2025.100814'))?.pmid).toBe('40120586');
    expect(await sources.semanticScholar.lookup('10.1101/2024.04.01.587366')).toBeNull();
    const turing = { ...(await sources.openalex.lookup('W2162348455'))!, s2Id: null, doi: '10.1093/mind/lix.236.433' };
    const refs = await sources.semanticScholar.references!(turing);
    expect(refs[0]).toMatchObject({ title: 'Calculating Instruments and Machines', doi: '10.2307/3610576' });
    const citing = await sources.semanticScholar.citations!(turing, { limit: 20 });
    expect(citing.length).toBeGreaterThan(0);
    expect(fake.requests.semanticScholar.at(-1)!.path).toBe('/paper/DOI:10.1093/mind/lix.236.433/citations');
  });
});

describe('arXiv adapter over HTTP', () => {
  it('searches with all: terms and a submittedDate range', async () => {
    const papers = await sources.arxiv.search('software testing', { limit: 10, yearFrom: 2020, yearTo: 2024 });
    expect(papers).toHaveLength(10);
    expect(fake.requests.arxiv[0]!.query.get('search_query')).toBe(
      'all:software AND all:testing AND submittedDate:[202001010000 TO 202412312359]',
    );
  });

  it('looks up by arXiv id; unknown ids are null; the error feed becomes the message', async () => {
    expect((await sources.arxiv.lookup('arXiv:1605.08386v1'))?.title).toBe('Heat-bath random walks with Markov bases');
    expect(await sources.arxiv.lookup('0000.0000')).toBeNull();
    expect(await sources.arxiv.lookup('10.1038/35002501')).toBeNull();
    fake.script('arxiv', {
      status: 400,
      headers: { 'content-type': 'application/atom+xml' },
      body: '<feed xmlns="http://www.w3.org/2005/Atom"><entry><id>https://arxiv.org/api/errors#x</id><summary>incorrect id format for abc</summary></entry></feed>',
    });
    await expect(sources.arxiv.search('x', { limit: 1 })).rejects.toThrow('arxiv: incorrect id format for abc');
  });
});

describe('Crossref and PubMed adapters over HTTP', () => {
  it('Crossref: bibliographic search with mailto and contact User-Agent; DOI lookup; unknown DOI null', async () => {
    const papers = await sources.crossref.search('ecology', { limit: 2, yearFrom: 2010 });
    expect(papers.map((p) => p.title)).toEqual(['Communicating Ecology', 'Chemical Ecology']);
    const [request] = fake.requests.crossref;
    expect(request!.query.get('filter')).toBe('from-pub-date:2010');
    expect(request!.query.get('mailto')).toBe('tests@inkstone.example');
    expect(request!.headers['user-agent']).toContain('mailto:tests@inkstone.example');
    expect((await sources.crossref.lookup('10.1371/journal.pone.0033693'))?.citationCount).toBe(72);
    expect(await sources.crossref.lookup('10.1371/notarealdoi')).toBeNull();
  });

  it('Crossref: references are fetched by the DOIs of the deposited reference list', async () => {
    // No recording of a doi: filter answer exists; a recorded work-list stands in for its body.
    fake.override('crossref', ({ path, query }) =>
      path === '/works' && query.get('filter')?.startsWith('doi:')
        ? fixtureReply('crossref', 'works_query-ecology_rows-2_200.json')
        : path === '/works/10.1371/journal.pone.0033693'
          ? fixtureReply('crossref', 'works_doi-10.1371-journal.pone.0033693_200.json')
          : null,
    );
    const paper = (await sources.crossref.lookup('10.1371/journal.pone.0033693'))!;
    const refs = await sources.crossref.references!(paper, { limit: 3 });
    expect(refs).toHaveLength(2);
    const filter = fake.requests.crossref.at(-1)!.query.get('filter');
    expect(filter).toBe('doi:10.1038/sj.npp.1301164,doi:10.1586/14737175.5.3.325,doi:10.1007/s11940-011-0137-6');
  });

  it('PubMed: esearch then efetch with tool, email and api_key; PMID lookup', async () => {
    fake.script('pubmed', {
      status: 200,
      body: '<eSearchResult><Count>2</Count><IdList><Id>11748933</Id><Id>11700088</Id></IdList></eSearchResult>',
    });
    const papers = await sources.pubmed.search('cryopreservation', { limit: 2, yearFrom: 2000, yearTo: 2002 });
    expect(papers.map((p) => p.pmid)).toEqual(['11748933', '11700088']);
    const [search, fetch] = fake.requests.pubmed;
    expect(search!.query.get('mindate')).toBe('2000');
    expect(search!.query.get('api_key')).toBe('ncbi-test-key');
    expect(fetch!.query.get('id')).toBe('11748933,11700088');
    expect(fetch!.query.get('tool')).toBe('inkstone');
    expect((await sources.pubmed.lookup('PMID:9997'))?.doi).toBe('10.1016/0005-2795(76)90109-4');
  });
});
