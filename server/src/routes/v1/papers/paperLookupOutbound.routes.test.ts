import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaperLookupRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser } from '../../../test/factories.js';
import { startScholarlyFake, type ScholarlyFake } from '../../../test/fakes/scholarlySources.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 15 point 6: a looked-up identifier stays inside its path segment, and a source's redirect
// never takes the server to another host. Crossref and Semantic Scholar run at the fake (operator-
// configured base URLs on 127.0.0.1); `stranger` is another local listener nothing may reach.
let t: TestApp;
let sources: ScholarlyFake;
let stranger: http.Server;
let strangerOrigin: string;
const strangerSaw: string[] = [];
let token: string;
beforeAll(async () => {
  sources = await startScholarlyFake();
  stranger = http.createServer((req, res) => {
    strangerSaw.push(`${req.method} ${req.url}`);
    res.end('{}');
  });
  await new Promise<void>((resolve) => stranger.listen(0, '127.0.0.1', resolve));
  strangerOrigin = `http://127.0.0.1:${(stranger.address() as AddressInfo).port}`;
  t = await createTestApp({
    LITERATURE_SOURCES: 'crossref,semanticScholar',
    CROSSREF_BASE_URL: sources.baseUrls.crossref,
    SEMANTIC_SCHOLAR_BASE_URL: sources.baseUrls.semanticScholar,
    SOURCE_TIMEOUT_MS: '2000',
    SOURCE_CACHE_TTL_HOURS: '0',
  });
  ({ token } = await registerUser(t));
});
afterAll(async () => {
  await t.close();
  await sources.close();
  await new Promise<void>((resolve) => stranger.close(() => resolve()));
});
afterEach(() => expect(strangerSaw).toEqual([]));

const lookup = (id: string) =>
  t.request({ method: 'GET', url: `${V1.papers.lookup}?id=${encodeURIComponent(id)}`, token });

describe('GET /v1/papers/lookup against live sources', () => {
  it('sends a DOI as one path item: it adds no query and cannot climb out of the lookup path', async () => {
    sources.script('crossref', { status: 404, body: '{}' });
    sources.script('semanticScholar', { status: 404, body: '{}' });
    expect((await lookup('10.1371/x?rows=1000&select=DOI#top')).statusCode).toBe(404);
    const [crossref] = sources.requests.crossref.splice(0);
    expect(crossref!.path).toBe('/works/10.1371/x?rows=1000&select=doi#top');
    expect([...crossref!.query.keys()]).toEqual([]);
    const [s2] = sources.requests.semanticScholar.splice(0);
    expect(s2!.path).toBe('/paper/DOI:10.1371/x?rows=1000&select=doi#top');
    expect(s2!.query.get('rows')).toBeNull();

    expect((await lookup('10.1371/../../../members')).statusCode).toBe(404);
    expect(sources.requests.crossref).toEqual([]);
    expect(sources.requests.semanticScholar).toEqual([]);
  });

  it('follows a redirect within the source and never one to another host', async () => {
    const doi = '10.1371/journal.pone.0033693';
    sources.script('crossref', { status: 301, headers: { location: `${sources.baseUrls.crossref}/works/${doi}` } });
    const moved = okData<PaperLookupRes>(await lookup('10.1371/merged'));
    expect(moved.paper.doi).toBe(doi);

    sources.script('crossref', { status: 302, headers: { location: `${strangerOrigin}/latest/meta-data` } });
    sources.script('semanticScholar', { status: 307, headers: { location: `${strangerOrigin}/admin` } });
    expect((await lookup('10.1371/elsewhere')).statusCode).toBe(404);
  });
});
