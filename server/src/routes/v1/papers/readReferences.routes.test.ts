import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiteRes, LibraryImportRes, ReadReferencesRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 18: the references a Word file's Zotero citations carry, read as the note's own copies.
const BIB =
  '@article{lecun2015deep, author = {LeCun, Yann and Bengio, Yoshua}, title = {Deep Learning}, journal = {Nature}, year = {2015}, doi = {10.1038/nature14539}}';

// CSL-JSON as Zotero embeds it: a numeric id, no citation key.
const ZOTERO_ITEM = {
  id: 1234,
  type: 'book',
  title: 'Pathologic physiology',
  author: [{ family: 'Sodeman', given: 'William A.', suffix: 'Jr.' }],
  publisher: 'Saunders',
  issued: { 'date-parts': [['1974']] },
};

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let lecunKey: string;
beforeAll(async () => {
  t = await createTestApp();
  [alice, bob] = [await registerUser(t), await registerUser(t)];
  const imported = okData<LibraryImportRes>(
    await t.request({
      method: 'POST',
      url: V1.papers.libraryImport,
      token: alice.token,
      payload: { format: 'bibtex', content: BIB },
    }),
  );
  lecunKey = imported.entries[0]!.bibkey!;
});
afterAll(() => t.close());

const read = (token: string | undefined, payload: unknown) =>
  t.request({ method: 'POST', url: V1.papers.readReferences, token, payload: payload as object });

describe('POST /v1/papers/references/read', () => {
  it("gives a work in the library its entry's key, others a free key, the same work one key", async () => {
    const lecunAsZotero = { id: 99, type: 'article-journal', title: 'Deep learning', DOI: '10.1038/NATURE14539' };
    const taken = {
      id: lecunKey,
      'citation-key': lecunKey,
      type: 'book',
      title: 'Another work',
      issued: { 'date-parts': [[2001]] },
    };
    const { papers } = okData<ReadReferencesRes>(
      await read(alice.token, { items: [lecunAsZotero, ZOTERO_ITEM, taken, { ...ZOTERO_ITEM, id: 5678 }, { id: 1 }] }),
    );
    expect(papers.map((paper) => paper?.bibkey ?? null)).toEqual([
      lecunKey,
      'sodeman1974pathologic',
      `${lecunKey}a`,
      'sodeman1974pathologic',
      null,
    ]);
    expect(papers[1]).toMatchObject({
      title: 'Pathologic physiology',
      year: 1974,
      authors: [{ given: 'William A.', family: 'Sodeman' }],
      csl: { type: 'book', publisher: 'Saunders', author: [{ family: 'Sodeman', given: 'William A.', suffix: 'Jr.' }] },
    });
    expect(papers[0]!.csl?.DOI).toBe('10.1038/NATURE14539');
  });

  it("does not match another user's library", async () => {
    const { papers } = okData<ReadReferencesRes>(
      await read(bob.token, {
        items: [
          { id: 'x', 'citation-key': 'x', type: 'article-journal', title: 'Deep learning', DOI: '10.1038/nature14539' },
        ],
      }),
    );
    expect(papers[0]!.bibkey).toBe('x');
  });

  it('is a 400 without items or with items that are no objects, 401 signed out', async () => {
    expect((await read(alice.token, { items: [] })).statusCode).toBe(400);
    const bad = await read(alice.token, { items: ['text'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toMatch(/^items/);
    expect((await read(undefined, { items: [ZOTERO_ITEM] })).statusCode).toBe(401);
  });
});

describe('POST /v1/papers/cite for an export', () => {
  it('answers each cited reference as CSL-JSON keyed by its bibkey, with the DOI as written', async () => {
    const res = okData<CiteRes>(
      await t.request({
        method: 'POST',
        url: V1.papers.cite,
        token: alice.token,
        payload: { style: 'apa', citations: [{ items: [{ bibkey: lecunKey }] }], withBibtex: true },
      }),
    );
    expect(res.items).toEqual([
      expect.objectContaining({
        id: lecunKey,
        type: 'article-journal',
        title: 'Deep Learning',
        DOI: '10.1038/nature14539',
      }),
    ]);
  });
});
