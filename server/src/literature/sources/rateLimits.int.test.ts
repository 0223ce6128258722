import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { fakeSourcesEnv, startScholarlyFake, type ScholarlyFake } from '../../test/fakes/scholarlySources.js';
import { fixtureText } from '../../test/fakes/scholarlyFixtures.js';
import { createSources } from './createSources.js';
import { fanOutSearch } from './fanOutSearch.js';
import { MIN_INTERVAL_MS } from './limits.js';

let fake: ScholarlyFake;
beforeEach(async () => {
  fake = await startScholarlyFake();
});
afterEach(async () => {
  expect(fake.unhandled).toEqual([]);
  await fake.close();
});

// The first fetch of a process sets up undici and the connection; do that before timing arrivals.
async function warmUp() {
  const [openalex] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['openalex'] }));
  await openalex!.lookup('W2162348455');
}

const gaps = (times: number[]) => times.slice(1).map((t, i) => t - times[i]!);
const tooMany = (file: string, headers: Record<string, string> = {}) => ({
  status: 429,
  headers: { 'content-type': 'application/json', ...headers },
  body: fixtureText('semantic-scholar', file),
});

describe('client-side rate limits', () => {
  it('spaces arXiv requests by its documented 3 s', async () => {
    await warmUp();
    const [arxiv] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['arxiv'] }));
    await Promise.all([arxiv!.lookup('1605.08386'), arxiv!.lookup('0000.0000'), arxiv!.lookup('1605.08386')]);
    const times = fake.requests.arxiv.map((r) => r.receivedAt);
    expect(times).toHaveLength(3);
    for (const gap of gaps(times)) expect(gap).toBeGreaterThanOrEqual(MIN_INTERVAL_MS.arxiv - 5);
  }, 15_000);

  it('spaces requests by a configured interval (here 200 ms for PubMed esearch → efetch)', async () => {
    await warmUp();
    const [pubmed] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['pubmed'] }), {
      intervalsMs: { pubmed: 200 },
    });
    await pubmed!.lookup('PMID:9997');
    await pubmed!.lookup('PMID:11748933');
    expect(gaps(fake.requests.pubmed.map((r) => r.receivedAt))[0]).toBeGreaterThanOrEqual(195);
  });

  it('Semantic Scholar 429 with Retry-After: waits as asked, then succeeds', async () => {
    const [s2] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['semanticScholar'] }), {
      intervalsMs: { semanticScholar: 0 },
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 5000 },
    });
    fake.script('semanticScholar', tooMany('paper-search_rate-limited_429.json', { 'retry-after': '1' }));
    const papers = await s2!.search('turing', { limit: 5 });
    expect(papers.length).toBeGreaterThan(0);
    const times = fake.requests.semanticScholar.map((r) => r.receivedAt);
    expect(times).toHaveLength(2);
    expect(gaps(times)[0]).toBeGreaterThanOrEqual(980);
  });

  it('Semantic Scholar 429 without Retry-After (2023 body): jittered backoff, then success', async () => {
    const [s2] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['semanticScholar'] }), {
      intervalsMs: { semanticScholar: 0 },
      retry: { maxAttempts: 3, baseDelayMs: 200, maxDelayMs: 5000 },
    });
    fake.script('semanticScholar', tooMany('paper-search_rate-limited_429_2023-format.json'));
    expect((await s2!.search('turing', { limit: 5 })).length).toBeGreaterThan(0);
    // equal jitter: the first retry waits between half and all of the base delay
    expect(gaps(fake.requests.semanticScholar.map((r) => r.receivedAt))[0]).toBeGreaterThanOrEqual(95);
  });

  it('repeated 429s end as a rate_limited status, without failing the fan-out', async () => {
    const sources = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['semanticScholar', 'openalex'] }), {
      intervalsMs: { semanticScholar: 0, openalex: 0 },
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 100 },
    });
    const limited = tooMany('paper-search_rate-limited_429.json');
    fake.script('semanticScholar', limited, limited, limited);
    const result = await fanOutSearch({ sources, deadlineMs: 5000 }, 'chemistry', { limit: 5 });
    expect(fake.requests.semanticScholar).toHaveLength(3);
    expect(result.statuses.find((s) => s.source === 'semanticScholar')).toMatchObject({
      status: 'rate_limited',
      count: 0,
    });
    expect(result.statuses.find((s) => s.source === 'openalex')).toMatchObject({ status: 'ok', count: 2 });
    expect(result.papers).toHaveLength(2);
  });

  it('a Retry-After longer than the longest allowed wait gives up at once as rate limited', async () => {
    const [s2] = createSources(fakeSourcesEnv(fake, { LITERATURE_SOURCES: ['semanticScholar'] }), {
      intervalsMs: { semanticScholar: 0 },
      retry: { maxAttempts: 3, baseDelayMs: 10, maxDelayMs: 1000 },
    });
    fake.script('semanticScholar', tooMany('paper-search_rate-limited_429.json', { 'retry-after': '3600' }));
    await expect(s2!.search('turing', { limit: 5 })).rejects.toMatchObject({ failure: 'rate_limited' });
    expect(fake.requests.semanticScholar).toHaveLength(1);
  });
});
