import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSourcesEnv, startScholarlyFake, type ScholarlyFake } from '../../test/fakes/scholarlySources.js';
import { fixtureReply } from '../../test/fakes/scholarlyFixtures.js';
import { emptyPaper } from '../paper.js';
import { createSources } from './createSources.js';
import { fanOutSearch, type LocalSearcher } from './fanOutSearch.js';
import { SourceError } from './sourceError.js';
import type { LiteratureSource } from './types.js';

const FAST = {
  retry: { maxAttempts: 2, baseDelayMs: 10, maxDelayMs: 1000 },
  intervalsMs: { openalex: 0, semanticScholar: 0, arxiv: 0, crossref: 0, pubmed: 0 },
};

let fake: ScholarlyFake;
beforeEach(async () => {
  fake = await startScholarlyFake();
});
afterEach(async () => {
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

// The local corpus knows the first arXiv hit under its DOI only, so the merge must join them.
const local: LocalSearcher = () =>
  Promise.resolve([
    {
      ...emptyPaper('Testing Deep Learning Models: A First Comparative Study of Multiple Testing Techniques'),
      doi: '10.1109/ICSTW55395.2022.00035',
      sources: [{ source: 'acl', id: 'local-1' }],
    },
  ]);

describe('fan-out search over the fakes', () => {
  it('one 500 and one timeout leave the others ok; results merged and de-duplicated', async () => {
    const sources = createSources(fakeSourcesEnv(fake, { SOURCE_TIMEOUT_MS: 300 }), FAST);
    const error500 = { status: 500, body: 'Internal Server Error' };
    fake.script('openalex', error500, error500);
    fake.script('semanticScholar', { hang: true }, { hang: true });
    fake.script('pubmed', fixtureReply('pubmed', 'esearch_db-protein_term-abcXYZ_no-results_200.xml', 200, 'text/xml'));
    const result = await fanOutSearch({ sources, local, deadlineMs: 5000 }, 'testing', { limit: 10 });
    const status = Object.fromEntries(result.statuses.map((s) => [s.source, s]));
    expect(status.local).toMatchObject({ status: 'ok', count: 1 });
    expect(status.openalex).toMatchObject({ status: 'failed', error: 'openalex: HTTP 500' });
    expect(status.semanticScholar).toMatchObject({ status: 'failed' });
    expect(status.semanticScholar!.error).toMatch(/no answer within 300 ms/);
    expect(status.arxiv).toMatchObject({ status: 'ok', count: 10 });
    expect(status.crossref).toMatchObject({ status: 'ok', count: 2 });
    expect(status.pubmed).toMatchObject({ status: 'empty', count: 0 });
    expect(fake.requests.openalex).toHaveLength(2);
    expect(fake.requests.semanticScholar).toHaveLength(2);
    // 1 local + 10 arXiv + 2 Crossref, the local record merged into its arXiv twin
    expect(result.papers).toHaveLength(12);
    expect(result.papers[0]).toMatchObject({ arxivId: '2202.12139', doi: '10.1109/icstw55395.2022.00035' });
    expect(result.papers[0]!.sources.map((s) => s.source)).toEqual(['acl', 'arxiv']);
    // round-robin by rank: Crossref's best hit comes right after the first arXiv/local one
    expect(result.papers.slice(1, 4).map((p) => p.sources[0]!.source)).toEqual(['crossref', 'arxiv', 'crossref']);
    for (const s of result.statuses) expect(s.ms).toBeGreaterThanOrEqual(0);
  });

  it('the overall deadline reports a silent source as timed out and returns the rest', async () => {
    const sources = createSources(
      fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['semanticScholar', 'crossref'], SOURCE_TIMEOUT_MS: 10_000 }),
      FAST,
    );
    fake.script('semanticScholar', { hang: true });
    const started = Date.now();
    const result = await fanOutSearch({ sources, deadlineMs: 400 }, 'ecology', { limit: 2 });
    expect(Date.now() - started).toBeLessThan(2000);
    expect(result.statuses.find((s) => s.source === 'semanticScholar')).toMatchObject({
      status: 'failed',
      error: 'timed out',
    });
    expect(result.papers.map((p) => p.title)).toEqual(['Communicating Ecology', 'Chemical Ecology']);
    const disabled = result.statuses.filter((s) => s.status === 'disabled').map((s) => s.source);
    expect(disabled).toEqual(['openalex', 'arxiv', 'pubmed']);
  });

  it('a failing local searcher and an offline source do not fail the search', async () => {
    const [crossref] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['crossref'] }), FAST);
    const offline: LiteratureSource = {
      name: 'openalex',
      search: () => Promise.reject(new SourceError('openalex', 'offline', 'no network route or DNS')),
      lookup: () => Promise.resolve(null),
    };
    const result = await fanOutSearch(
      { sources: [crossref!, offline], local: () => Promise.reject(new Error('index not loaded')), deadlineMs: 5000 },
      'ecology',
      { limit: 2 },
    );
    const status = Object.fromEntries(result.statuses.map((s) => [s.source, s.status]));
    expect(status).toMatchObject({ local: 'failed', crossref: 'ok', openalex: 'offline' });
    expect(result.papers).toHaveLength(2);
  });
});
