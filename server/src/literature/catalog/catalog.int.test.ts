import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp.js';
import { startScholarlyFake, type ScholarlyFake } from '../../test/fakes/scholarlySources.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await t.ctx.literature.ready();
});
afterAll(() => t.close());

describe('the catalogue over the test corpus', () => {
  it('loads every sample record and names the sets with their licences', () => {
    const status = t.ctx.literature.status();
    expect(status.state).toBe('ready');
    expect(status.papers).toBe(168);
    expect(status.sets.map((s) => [s.source, s.licence])).toEqual([
      ['acl', 'CC-BY-4.0'],
      ['csl', 'Apache-2.0'],
    ]);
  });

  it('finds English papers best first, with scores and bibkeys', () => {
    const hits = t.ctx.literature.searchLocal('argument mining', { limit: 5 });
    expect(hits).toHaveLength(5);
    for (const hit of hits) expect(hit.paper.title.toLowerCase()).toContain('argument');
    expect(hits[0]!.score).toBeGreaterThanOrEqual(hits[4]!.score);
    expect(hits[0]!.paper.bibkey).toMatch(/^[a-z]+\d{4}[a-z]+/);
    expect(hits[0]!.paper.sources[0]!.source).toBe('acl');
  });

  it('finds Chinese papers from a Chinese query', () => {
    const hits = t.ctx.literature.searchLocal('嵌入式Java芯片', { limit: 3 });
    expect(hits[0]!.paper.title).toBe('一种嵌入式Java芯片内核--JC401');
    expect(hits[0]!.paper.language).toBe('zh');
  });

  it('applies year filters', () => {
    const all = t.ctx.literature.searchLocal('named entity recognition', { limit: 50 });
    const recent = t.ctx.literature.searchLocal('named entity recognition', { limit: 50, yearFrom: 2021 });
    expect(recent.length).toBeGreaterThan(0);
    expect(recent.length).toBeLessThan(all.length);
    for (const hit of recent) expect(hit.paper.year).toBeGreaterThanOrEqual(2021);
  });

  it('search() reports the local corpus and every live source as disabled offline', async () => {
    const result = await t.ctx.literature.search('machine translation', { limit: 10 });
    expect(result.papers).toHaveLength(10);
    expect(result.statuses.find((s) => s.source === 'local')).toMatchObject({ status: 'ok', count: 10 });
    expect(result.statuses.filter((s) => s.status === 'disabled')).toHaveLength(5);
  });

  it('looks a paper up by DOI and by ACL Anthology id in the local corpus; unknown ids give null', async () => {
    const [withDoi] = t.ctx.literature
      .searchLocal('machine translation', { limit: 100 })
      .filter((h) => h.paper.doi !== null);
    const doi = withDoi!.paper.doi!;
    expect(await t.ctx.literature.lookup(`https://doi.org/${doi.toUpperCase()}`)).toMatchObject({ doi });
    const aclId = withDoi!.paper.sources[0]!.id;
    expect(await t.ctx.literature.lookup(aclId)).toMatchObject({ doi });
    expect(await t.ctx.literature.lookup('10.9999/not-there')).toBeNull();
  });
});

describe('the catalogue with live sources', () => {
  let fake: ScholarlyFake;
  let live: TestApp;
  beforeAll(async () => {
    fake = await startScholarlyFake();
    live = await createTestApp({
      LITERATURE_SOURCES: 'openalex,crossref',
      OPENALEX_BASE_URL: fake.baseUrls.openalex,
      CROSSREF_BASE_URL: fake.baseUrls.crossref,
      SOURCE_CACHE_TTL_HOURS: '0',
    });
    await live.ctx.literature.ready();
  });
  afterAll(async () => {
    await live.close();
    await fake.close();
  });

  it('a failing source does not fail the search', async () => {
    fake.script('openalex', { status: 400, body: 'bad request' });
    const result = await live.ctx.literature.search('testing', { limit: 5 });
    const status = Object.fromEntries(result.statuses.map((s) => [s.source, s.status]));
    expect(status).toMatchObject({ openalex: 'failed', crossref: 'ok', arxiv: 'disabled' });
    expect(result.papers.some((p) => p.sources.some((s) => s.source === 'crossref'))).toBe(true);
    expect(fake.unhandled).toEqual([]);
  });

  it('restricts a search to the sources asked for', async () => {
    const result = await live.ctx.literature.search('machine translation', { limit: 5, sources: ['local'] });
    expect(result.papers).toHaveLength(5);
    expect(fake.requests.openalex).toHaveLength(1);
    expect(result.statuses.find((s) => s.source === 'crossref')).toMatchObject({ status: 'disabled' });
  });

  it('asks the live sources in English when the query is Chinese', async () => {
    await live.ctx.literature.search('大语言模型在机器翻译中的应用', { limit: 5, sources: ['openalex'] });
    const asked = fake.requests.openalex.at(-1)!.query;
    expect(`${asked.get('search') ?? ''} ${asked.get('filter') ?? ''}`).toMatch(
      /large language model machine translation/,
    );
  });
});
