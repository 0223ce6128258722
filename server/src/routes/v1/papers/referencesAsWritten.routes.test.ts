import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatReferencesRes, LibraryImportRes, LibraryListRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// A name suffix and a DOI's case, imported into the library, kept through formatting and every
// export format; the library still finds the paper by its DOI in any case.
const BIB = `@book{sodeman1974,
  author = {Sodeman, Jr., William A. and Sodeman, William A.},
  title = {Pathologic physiology: mechanisms of disease},
  publisher = {Saunders}, location = {Philadelphia}, year = {1974},
  doi = {10.1016/J.Jns.2013.11.029},
}`;
const DOI = '10.1016/J.Jns.2013.11.029';

let t: TestApp;
let alice: RegisteredUser;
let bibkey: string;
let entryId: string;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  const imported = okData<LibraryImportRes>(await importBib(alice.token, BIB));
  bibkey = imported.entries[0]!.bibkey!;
  entryId = imported.entries[0]!.id!;
});
afterAll(() => t.close());

function importBib(token: string, content: string) {
  return t.request({ method: 'POST', url: V1.papers.libraryImport, token, payload: { format: 'bibtex', content } });
}
const exported = (format: string) =>
  t.request({ method: 'POST', url: V1.papers.export, token: alice.token, payload: { format, bibkeys: [bibkey] } });

describe('references kept as written', () => {
  it('export keeps the suffix and the DOI’s case in BibTeX, RIS and CSL-JSON', async () => {
    const bibtex = await exported('bibtex');
    expect(bibtex.statusCode).toBe(200);
    expect(bibtex.body).toContain('author = {Sodeman, Jr., William A. and Sodeman, William A.}');
    expect(bibtex.body).toContain(`doi = {${DOI}}`);
    const ris = (await exported('ris')).body;
    expect(ris).toContain('AU  - Sodeman, William A., Jr.\n');
    expect(ris).toContain(`DO  - ${DOI}\n`);
    const [item] = JSON.parse((await exported('csljson')).body) as Array<Record<string, unknown>>;
    expect(item).toMatchObject({
      DOI,
      author: [
        { family: 'Sodeman', given: 'William A.', suffix: 'Jr.' },
        { family: 'Sodeman', given: 'William A.' },
      ],
    });
  });

  it('formatting shows the suffix in APA and GB/T 7714', async () => {
    const format = async (style: string) =>
      okData<FormatReferencesRes>(
        await t.request({
          method: 'POST',
          url: V1.papers.format,
          token: alice.token,
          payload: { style, bibkeys: [bibkey] },
        }),
      ).items[0]!.text;
    expect(await format('apa')).toMatch(/^Sodeman, W\. A\., Jr\., & Sodeman, W\. A\. \(1974\)/);
    expect(await format('apa')).toContain(`https://doi.org/${DOI}`);
    expect(await format('gb-t-7714-2015-numeric')).toMatch(/^\[1\] SODEMAN W A, Jr, SODEMAN W A\. /);
  });

  it('the library knows the paper again by its DOI in another case', async () => {
    const again = BIB.replace('sodeman1974', 'other').replace(DOI, DOI.toLowerCase());
    const res = okData<LibraryImportRes>(await importBib(alice.token, again));
    expect(res.entries.map((entry) => [entry.status, entry.id])).toEqual([['existing', entryId]]);
    const list = okData<LibraryListRes>(await t.request({ method: 'GET', url: V1.papers.library, token: alice.token }));
    expect(list.items.map((entry) => [entry.paper.doi, entry.paper.csl?.DOI])).toEqual([[DOI.toLowerCase(), DOI]]);
  });
});
