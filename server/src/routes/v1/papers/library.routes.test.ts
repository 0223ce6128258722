import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LibraryEntryDto, LibraryListRes, LibrarySaveRes, LibraryTagsRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { baseBibkey } from '../../../literature/bibkey.js';
import {
  arxivPreprint,
  chineseArticle,
  conferencePaper,
  journalArticle,
} from '../../../literature/formats/fixtures/referencePapers.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

/** POST /v1/papers/library with a paper, as `token`. */
const saveRequest = (t: TestApp, token: string | undefined, paper: object, extra: object = {}) =>
  t.request({ method: 'POST', url: V1.papers.library, token, payload: { paper, ...extra } });

const itemUrl = (id: string) => V1.papers.libraryItem.replace(':id', id);

let t: TestApp;
let bob: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  bob = await registerUser(t);
});
afterAll(() => t.close());

const save = async (token: string, paper: object, extra: object = {}) =>
  okData<LibrarySaveRes>(await saveRequest(t, token, paper, extra));
const list = async (token: string, query = '') =>
  okData<LibraryListRes>(await t.request({ method: 'GET', url: `${V1.papers.library}${query}`, token }));

describe('POST /v1/papers/library', () => {
  it('saves a search result under a library bibkey and finds it again by DOI, arXiv id or title/author/year', async () => {
    const { token } = await registerUser(t);
    const first = await save(
      token,
      { ...journalArticle, bibkey: 'lecun2015deepb' },
      { tags: ['dl', 'dl'], note: 'classic' },
    );
    expect(first.isExisting).toBe(false);
    expect(first.entry).toMatchObject({
      paper: { bibkey: 'lecun2015deep', title: 'Deep learning' },
      tags: ['dl'],
      note: 'classic',
    });

    const sameDoi = await save(token, {
      ...journalArticle,
      title: 'Deep Learning (review)',
      doi: 'https://doi.org/10.1038/NATURE14539',
    });
    expect(sameDoi).toMatchObject({ isExisting: true, entry: { id: first.entry.id } });

    const preprint = await save(token, arxivPreprint);
    const sameArxiv = await save(token, { ...arxivPreprint, title: 'BERT (v2)', arxivId: '1810.04805' });
    expect(sameArxiv).toMatchObject({ isExisting: true, entry: { id: preprint.entry.id } });

    const noIds = await save(token, chineseArticle);
    const sameTitle = await save(token, { ...chineseArticle, venue: '计算机学报 (网络版)' });
    expect(sameTitle).toMatchObject({ isExisting: true, entry: { id: noIds.entry.id } });
  });

  it('gives a different paper with the same generated key the next free suffix', async () => {
    const { token } = await registerUser(t);
    await save(token, conferencePaper);
    const other = await save(token, {
      ...conferencePaper,
      year: 2017,
      authors: [{ given: 'Anne', family: 'Vaswani' }],
      title: 'Attention, please',
    });
    expect(other.entry.paper.bibkey).toBe('vaswani2017attentiona');
  });

  it('needs a signed-in user and a paper with a title', async () => {
    expect((await saveRequest(t, undefined, journalArticle)).statusCode).toBe(401);
    const res = await saveRequest(t, bob.token, { ...journalArticle, title: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errorMsg).toMatch(/^paper\.title:/);
  });

  it('refuses a year no calendar has with 400 (the integer column made it a 500; found by the schema fuzz)', async () => {
    for (const year of [-9007199254740991, 2 ** 31, 10_000]) {
      const res = await saveRequest(t, bob.token, { ...journalArticle, year });
      expect(res.statusCode, String(year)).toBe(400);
      expect(res.json().errorMsg).toMatch(/^paper\.year:/);
    }
    expect((await save(bob.token, { ...journalArticle, year: -350 })).entry.paper.year).toBe(-350);
  });

  it('saves two different papers whose doi is the same text that is no DOI (was a 500; schema fuzz)', async () => {
    const { token } = await registerUser(t);
    const junk = { ...journalArticle, doi: 'not a doi at all', arxivId: null };
    const first = await save(token, { ...junk, title: 'First paper' });
    const second = await save(token, { ...junk, title: 'Second paper' });
    expect([first.isExisting, second.isExisting]).toEqual([false, false]);
    expect(second.entry.paper.doi).toBe('not a doi at all');
    // A real DOI still finds the paper saved with it, in any case.
    const doi = await save(token, { ...journalArticle, doi: '10.1000/ABC', title: 'Third' });
    expect((await save(token, { ...journalArticle, doi: '10.1000/abc', title: 'Other' })).entry.id).toBe(doi.entry.id);
  });

  it('keys a paper whose first author has a 300-letter name within the bibkey limit (was a 500; schema fuzz)', async () => {
    const long = { ...journalArticle, title: 'Names without end', doi: null, authors: [{ family: 'Q'.repeat(300) }] };
    const { bibkey: _key, ...paper } = long;
    const { entry } = await save(bob.token, paper);
    expect(entry.paper.bibkey.length).toBeLessThanOrEqual(120);
    expect(entry.paper.bibkey).toMatch(/^q{40}\d{4}/);
  });
});

describe('GET /v1/papers/library', () => {
  it('pages, searches title/authors/venue, filters by tag and sorts', async () => {
    const { token } = await registerUser(t);
    await save(token, journalArticle, { tags: ['dl', 'survey'] });
    t.clock.advance(1000);
    await save(token, conferencePaper, { tags: ['dl'] });
    t.clock.advance(1000);
    await save(token, chineseArticle, { tags: ['nlp'] });

    const page1 = await list(token, '?page=1&pageSize=5&sort=oldest');
    expect(page1.total).toBe(3);
    expect(page1.items.map((e) => e.paper.bibkey)).toEqual([
      'lecun2015deep',
      'vaswani2017attention',
      baseBibkey(chineseArticle),
    ]);
    expect((await list(token, '?page=2&pageSize=5')).items).toEqual([]);
    expect((await list(token)).items[0]!.paper.title).toBe('基于深度学习的中文分词研究');
    expect((await list(token, '?q=HINTON')).items.map((e) => e.paper.bibkey)).toEqual(['lecun2015deep']);
    expect((await list(token, '?q=neural%20information')).items.map((e) => e.paper.bibkey)).toEqual([
      'vaswani2017attention',
    ]);
    expect((await list(token, '?q=中文分词')).total).toBe(1);
    expect((await list(token, '?tag=dl&sort=year')).items.map((e) => e.paper.year)).toEqual([2017, 2015]);
    expect((await list(token, '?sort=title')).items.map((e) => e.paper.title)[0]).toBe('Attention is all you need');
  });

  it('shows nobody else’s entries, needs a signed-in user and a page size from the list', async () => {
    const { token } = await registerUser(t);
    await save(bob.token, journalArticle);
    expect((await list(token)).total).toBe(0);
    expect((await t.request({ method: 'GET', url: V1.papers.library })).statusCode).toBe(401);
    expect((await t.request({ method: 'GET', url: `${V1.papers.library}?pageSize=7`, token })).statusCode).toBe(400);
  });
});

describe('PATCH and DELETE /v1/papers/library/:id', () => {
  it('replaces tags and note, then deletes', async () => {
    const { token } = await registerUser(t);
    const { entry } = await save(token, journalArticle, { tags: ['old'] });
    t.clock.advance(5000);
    const patched = await t.request({
      method: 'PATCH',
      url: itemUrl(entry.id),
      token,
      payload: { tags: ['a', 'b'], note: 'read §3' },
    });
    const updated = okData<LibraryEntryDto>(patched);
    expect(updated).toMatchObject({ tags: ['a', 'b'], note: 'read §3' });
    expect(updated.updatedAt > entry.updatedAt).toBe(true);
    const noteOnly = okData<LibraryEntryDto>(
      await t.request({ method: 'PATCH', url: itemUrl(entry.id), token, payload: { note: '' } }),
    );
    expect(noteOnly).toMatchObject({ tags: ['a', 'b'], note: '' });

    expect((await t.request({ method: 'DELETE', url: itemUrl(entry.id), token })).statusCode).toBe(200);
    expect((await list(token)).total).toBe(0);
    expect((await t.request({ method: 'DELETE', url: itemUrl(entry.id), token })).statusCode).toBe(404);
  });

  it("is a 404 for another user's entry, 400 for a bad id or an empty change, 401 signed out", async () => {
    const { token } = await registerUser(t);
    const { entry } = await save(bob.token, conferencePaper);
    expect(
      (await t.request({ method: 'PATCH', url: itemUrl(entry.id), token, payload: { note: 'x' } })).statusCode,
    ).toBe(404);
    expect((await t.request({ method: 'DELETE', url: itemUrl(entry.id), token })).statusCode).toBe(404);
    expect((await list(bob.token)).items.some((e) => e.id === entry.id)).toBe(true);
    expect(
      (await t.request({ method: 'PATCH', url: itemUrl('not-a-uuid'), token, payload: { note: 'x' } })).statusCode,
    ).toBe(400);
    expect(
      (await t.request({ method: 'PATCH', url: itemUrl(entry.id), token: bob.token, payload: {} })).statusCode,
    ).toBe(400);
    expect((await t.request({ method: 'PATCH', url: itemUrl(entry.id), payload: { note: 'x' } })).statusCode).toBe(401);
    expect((await t.request({ method: 'DELETE', url: itemUrl(entry.id) })).statusCode).toBe(401);
  });
});

describe('GET /v1/papers/library/tags', () => {
  it('counts each tag of the user, most used first', async () => {
    const { token } = await registerUser(t);
    await save(token, journalArticle, { tags: ['dl', 'survey'] });
    await save(token, conferencePaper, { tags: ['dl'] });
    await save(bob.token, chineseArticle, { tags: ['dl', 'bob-only'] });
    const data = okData<LibraryTagsRes>(await t.request({ method: 'GET', url: V1.papers.libraryTags, token }));
    expect(data.items).toEqual([
      { tag: 'dl', count: 2 },
      { tag: 'survey', count: 1 },
    ]);
    expect((await t.request({ method: 'GET', url: V1.papers.libraryTags })).statusCode).toBe(401);
  });
});
