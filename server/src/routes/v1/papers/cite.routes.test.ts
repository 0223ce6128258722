import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CiteRes, LibraryImportRes, PaperDto } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 18: a note's citations rendered from the library in the note's style, with a bibliography.
const BIB = [
  '@article{lecun2015deep, author = {LeCun, Yann and Bengio, Yoshua and Hinton, Geoffrey},',
  '  title = {Deep Learning}, journal = {Nature}, volume = {521}, number = {7553}, pages = {436--444}, year = {2015}}',
  '@article{zhang2020seg, author = {张三 and 李四 and 王五 and 赵六}, title = {基于深度学习的中文分词研究},',
  '  journal = {计算机学报}, volume = {35}, number = {4}, pages = {1--10}, year = {2020}}',
  '@book{knuth1984tex, author = {Knuth, Donald E.}, title = {The {TeX}book}, publisher = {Addison-Wesley},',
  '  address = {Reading, MA}, year = {1984}}',
].join('\n');

let t: TestApp;
let alice: RegisteredUser;
let bob: RegisteredUser;
let keys: { lecun: string; zhang: string; knuth: string };
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
  const [lecun, zhang, knuth] = imported.entries.map((entry) => entry.bibkey!);
  keys = { lecun: lecun!, zhang: zhang!, knuth: knuth! };
});
afterAll(() => t.close());

const cite = (token: string, payload: object) => t.request({ method: 'POST', url: V1.papers.cite, token, payload });
const one = (bibkey: string, locator?: string) => ({ items: [{ bibkey, ...(locator ? { locator } : {}) }] });

describe('POST /v1/papers/cite', () => {
  it('numbers citations in GB/T 7714 by first appearance and lists only what is cited', async () => {
    const res = okData<CiteRes>(
      await cite(alice.token, {
        style: 'gb-t-7714-2025-numeric',
        citations: [one(keys.zhang), { items: [{ bibkey: keys.lecun }, { bibkey: keys.zhang }] }, one(keys.lecun)],
      }),
    );
    expect(res.kind).toBe('numeric');
    // Two references are listed with a comma; a range needs three (GB/T 7714 §10.1.2).
    expect(res.labels).toEqual(['[1]', '[1,2]', '[2]']);
    expect(res.bibliography.map((entry) => entry.bibkey)).toEqual([keys.zhang, keys.lecun]);
    expect(res.bibliography[0]!.text).toMatch(/^\[1\]\s*张三，李四，王五，等/);
    expect(res.bibliography.every((entry) => !entry.isMissing)).toBe(true);
    expect(res.papers.map((paper) => paper.bibkey).sort()).toEqual([keys.lecun, keys.zhang].sort());
  });

  it('writes APA author-date citations with page locators, and refs.bib when asked', async () => {
    const res = okData<CiteRes>(
      await cite(alice.token, { style: 'apa', citations: [one(keys.knuth, 'p. 12')], withBibtex: true }),
    );
    expect(res.labels).toEqual(['(Knuth, 1984, p. 12)']);
    expect(res.bibtex).toContain(`@book{${keys.knuth},`);
    expect(res.bibtex).toContain('Addison-Wesley');
    expect(res.bibliography[0]!.html).toContain('<i>The TeXbook</i>');
  });

  it("renders a reference deleted from the library from the note's copy, flagged, and reports unknown keys", async () => {
    const copy = res0Papers.find((paper) => paper.bibkey === keys.lecun)!;
    const res = okData<CiteRes>(
      await cite(bob.token, {
        style: 'ieee',
        citations: [one(keys.lecun), one('nowhere2020')],
        papers: [copy],
      }),
    );
    expect(res.labels).toEqual(['[1]', null]);
    expect(res.bibliography).toHaveLength(1);
    expect(res.bibliography[0]).toMatchObject({ bibkey: keys.lecun, isMissing: true });
    expect(res.bibliography[0]!.text).toContain('Deep Learning');
    expect(res.unknown).toEqual(['nowhere2020']);
    expect(res.papers).toEqual([]);
  });

  it('rejects an unknown style and oversized citations with 400', async () => {
    const bad = await cite(alice.token, { style: 'no-such-style', citations: [one(keys.lecun)] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, errorMsg: expect.stringContaining('no-such-style') });
    const long = await cite(alice.token, { style: 'apa', citations: [one(keys.lecun, 'p. '.repeat(40))] });
    expect(long.statusCode).toBe(400);
  });

  it('needs a session', async () => {
    expect((await cite('', { style: 'apa', citations: [] })).statusCode).toBe(401);
  });
});

// Alice's library copies (what a note keeps), fetched once for the deleted-reference case.
let res0Papers: PaperDto[] = [];
beforeAll(async () => {
  res0Papers = okData<CiteRes>(await cite(alice.token, { style: 'apa', citations: [one(keys.lecun)] })).papers;
});
