import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  FORMAT_REFERENCES_MAX,
  type CitationStylesRes,
  type CorpusStatusRes,
  type FormatReferencesRes,
  type LibrarySaveRes,
  type PaperLookupRes,
  type PaperSearchRes,
} from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import {
  chineseArticle,
  conferencePaper,
  journalArticle,
} from '../../../literature/formats/fixtures/referencePapers.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

/** POST /v1/papers/library with a paper, as `token`. */
const saveRequest = (t: TestApp, token: string | undefined, paper: object, extra: object = {}) =>
  t.request({ method: 'POST', url: V1.papers.library, token, payload: { paper, ...extra } });

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await registerUser(t), await registerUser(t)];
  await t.ctx.literature.ready();
});
afterAll(() => t.close());

const post = (url: string, token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url, token, payload });
const get = (url: string, token: string | undefined) => t.request({ method: 'GET', url, token });

describe('POST /v1/papers/search', () => {
  it('finds papers of the built-in corpus with bibkeys and a status per source', async () => {
    const data = okData<PaperSearchRes>(
      await post(V1.papers.search, alice.token, { query: 'machine translation quality estimation', limit: 5 }),
    );
    expect(data.items.length).toBeGreaterThan(0);
    expect(data.items.length).toBeLessThanOrEqual(5);
    expect(new Set(data.items.map((p) => p.bibkey)).size).toBe(data.items.length);
    expect(data.items.some((p) => /translation/i.test(p.title))).toBe(true);
    expect(data.sources.find((s) => s.source === 'local')).toMatchObject({ status: 'ok' });
  });

  it('needs a signed-in user and a query', async () => {
    expect((await post(V1.papers.search, undefined, { query: 'x' })).statusCode).toBe(401);
    const res = await post(V1.papers.search, alice.token, { query: '  ', limit: 5 });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(/^query:/);
  });
});

describe('GET /v1/papers/lookup', () => {
  it('finds a corpus paper by DOI in any spelling, 404 for an unknown one', async () => {
    const data = okData<PaperLookupRes>(
      await get(`${V1.papers.lookup}?id=https://doi.org/10.18653/V1/2021.acl-long.107`, alice.token),
    );
    expect(data.paper.doi).toBe('10.18653/v1/2021.acl-long.107');
    expect(data.paper.bibkey).toMatch(/^[a-z]+2021/);
    const missing = await get(`${V1.papers.lookup}?id=10.9999/not-a-paper`, alice.token);
    expect(missing.statusCode).toBe(404);
  });

  it('needs a signed-in user and an id', async () => {
    expect((await get(`${V1.papers.lookup}?id=10.1/x`, undefined)).statusCode).toBe(401);
    expect((await get(V1.papers.lookup, alice.token)).statusCode).toBe(400);
  });
});

describe('GET /v1/papers/corpus and /v1/papers/styles', () => {
  it('reports the corpus with the attribution each licence requires', async () => {
    const data = okData<CorpusStatusRes>(await get(V1.papers.corpus, alice.token));
    expect(data.state).toBe('ready');
    expect(data.papers).toBeGreaterThan(0);
    expect(data.sets.find((s) => s.source === 'acl')).toMatchObject({ licence: 'CC-BY-4.0' });
    expect(data.sets.find((s) => s.source === 'acl')!.attribution).toContain('ACL Anthology');
    expect((await get(V1.papers.corpus, undefined)).statusCode).toBe(401);
  });

  it('lists the eight citation styles, GB/T 7714 in both editions and both systems', async () => {
    const data = okData<CitationStylesRes>(await get(V1.papers.styles, alice.token));
    expect(data.items.map((s) => s.id)).toEqual([
      'apa',
      'ieee',
      'modern-language-association',
      'chicago-author-date',
      'gb-t-7714-2025-numeric',
      'gb-t-7714-2025-author-year',
      'gb-t-7714-2015-numeric',
      'gb-t-7714-2015-author-year',
    ]);
    expect((await get(V1.papers.styles, undefined)).statusCode).toBe(401);
  });
});

describe('POST /v1/papers/format', () => {
  it('formats given papers, keeping repeated bibkeys apart', async () => {
    const payload = { style: 'ieee', papers: [journalArticle, journalArticle] };
    const data = okData<FormatReferencesRes>(await post(V1.papers.format, alice.token, payload));
    expect(data.items.map((r) => r.bibkey)).toEqual(['lecun2015deep', 'lecun2015deepa']);
    expect(data.items[1]!.text).toMatch(/^\[2\] Y\. LeCun/);
    expect(data.items[0]!.html).toContain('<i>Nature</i>');
  });

  it('formats library entries by bibkey, in the order given', async () => {
    const saved = [chineseArticle, conferencePaper];
    const keys: string[] = [];
    for (const paper of saved)
      keys.push(okData<LibrarySaveRes>(await saveRequest(t, alice.token, paper)).entry.paper.bibkey);
    // A former style id still names the same style (saved choices keep working).
    const payload = { style: 'china-national-standard-gb-t-7714-2015-numeric', bibkeys: keys.reverse() };
    const data = okData<FormatReferencesRes>(await post(V1.papers.format, alice.token, payload));
    expect(data.items.map((r) => r.text)).toEqual([
      '[1] VASWANI A, SHAZEER N, PARMAR N, et al. Attention is all you need[C]//GUYON I, VON LUXBURG U. Proceedings of the 31st International Conference on Neural Information Processing Systems. Red Hook, NY: Curran Associates, 2017: 6000-6010.',
      '[2] 张三, 李四, 王五, 等. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
    ]);
  });

  it("is a 404 for another user's bibkey, 400 for an unknown style or a body with both selections, 401 signed out", async () => {
    const bobKey = okData<LibrarySaveRes>(await saveRequest(t, bob.token, journalArticle)).entry.paper.bibkey;
    expect((await post(V1.papers.format, alice.token, { style: 'apa', bibkeys: [bobKey] })).statusCode).toBe(404);
    const unknown = await post(V1.papers.format, alice.token, { style: 'harvard', papers: [journalArticle] });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().errorMsg).toMatch(/^style:/);
    const tooMany = { style: 'apa', bibkeys: Array.from({ length: FORMAT_REFERENCES_MAX + 1 }, (_, i) => `k${i}`) };
    expect((await post(V1.papers.format, alice.token, tooMany)).json().errorMsg).toMatch(/^bibkeys:/);
    const both = { style: 'apa', papers: [journalArticle], bibkeys: ['x'] };
    expect((await post(V1.papers.format, alice.token, both)).statusCode).toBe(400);
    expect((await post(V1.papers.format, undefined, { style: 'apa', bibkeys: ['x'] })).statusCode).toBe(401);
  });
});

describe('POST /v1/papers/export', () => {
  it('downloads BibTeX of given papers as an attachment', async () => {
    const res = await post(V1.papers.export, alice.token, { format: 'bibtex', papers: [journalArticle] });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/x-bibtex; charset=utf-8');
    expect(res.headers['content-disposition']).toBe('attachment; filename="lecun2015deep.bib"');
    expect(res.body).toContain('@article{lecun2015deep,');
  });

  it('names the file of a paper whose bibkey is any text safely (a quote or a non-Latin-1 key was a 500; schema fuzz)', async () => {
    const cases: Array<[string, string]> = [
      ['꛵', `attachment; filename="_.ris"; filename*=UTF-8''%EA%9B%B5.ris`],
      ['a"b\r\nX-Evil: 1', `attachment; filename="a_b__X-Evil__1.ris"; filename*=UTF-8''a%22b%0D%0AX-Evil%3A%201.ris`],
      ["o'neil(2020)", `attachment; filename="o_neil_2020_.ris"; filename*=UTF-8''o%27neil%282020%29.ris`],
    ];
    for (const [bibkey, disposition] of cases) {
      const res = await post(V1.papers.export, alice.token, { format: 'ris', papers: [{ ...journalArticle, bibkey }] });
      expect(res.statusCode, bibkey).toBe(200);
      expect(res.headers['content-disposition']).toBe(disposition);
      expect(res.headers['x-evil']).toBeUndefined();
    }
  });

  it("exports the user's whole library as RIS or CSL-JSON, and nothing of anyone else's", async () => {
    const carol = await registerUser(t);
    await saveRequest(t, carol.token, conferencePaper);
    const ris = await post(V1.papers.export, carol.token, { format: 'ris' });
    expect(ris.headers['content-type']).toBe('application/x-research-info-systems; charset=utf-8');
    expect(ris.body.match(/^TY {2}- /gm)).toHaveLength(1);
    expect(ris.body).toContain('TI  - Attention is all you need');
    const json = await post(V1.papers.export, carol.token, { format: 'csljson' });
    expect(JSON.parse(json.body)).toEqual([
      expect.objectContaining({ id: 'vaswani2017attention', type: 'paper-conference' }),
    ]);
  });

  it("is a 404 for another user's bibkey, 400 for an unknown format, 401 signed out", async () => {
    const bobsOwn = { ...conferencePaper, title: 'Zebra crossings for transformers' };
    const bobKey = okData<LibrarySaveRes>(await saveRequest(t, bob.token, bobsOwn)).entry.paper.bibkey;
    expect(bobKey).toBe('vaswani2017zebra');
    expect((await post(V1.papers.export, alice.token, { format: 'bibtex', bibkeys: [bobKey] })).statusCode).toBe(404);
    expect((await post(V1.papers.export, alice.token, { format: 'endnote' })).statusCode).toBe(400);
    expect((await post(V1.papers.export, undefined, { format: 'bibtex' })).statusCode).toBe(401);
  });
});

describe('OpenAPI', () => {
  it('documents every /v1/papers route with its schemas', async () => {
    const doc = (await get(V1.openapi, undefined)).json<{
      paths: Record<string, Record<string, { requestBody?: unknown }>>;
    }>();
    const paths = Object.keys(doc.paths).filter((path) => path.startsWith('/v1/papers/'));
    expect(paths.sort()).toEqual(
      [
        '/v1/papers/cite',
        '/v1/papers/corpus',
        '/v1/papers/export',
        '/v1/papers/format',
        '/v1/papers/library',
        '/v1/papers/library/import',
        '/v1/papers/library/tags',
        '/v1/papers/library/{id}',
        '/v1/papers/lookup',
        '/v1/papers/references/read',
        '/v1/papers/search',
        '/v1/papers/styles',
      ].sort(),
    );
    expect(Object.keys(doc.paths['/v1/papers/library/{id}']!).sort()).toEqual(['delete', 'patch']);
    expect(doc.paths['/v1/papers/format']!.post!.requestBody).toBeDefined();
    expect(doc.paths['/v1/papers/cite']!.post!.requestBody).toBeDefined();
  });
});
