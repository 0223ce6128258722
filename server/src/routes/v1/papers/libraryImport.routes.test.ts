import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIBRARY_IMPORT_MAX_BYTES, type LibraryImportRes, type LibraryListRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { exportReferences } from '../../../literature/formats/exportReferences.js';
import {
  arxivPreprint,
  conferencePaper,
  journalArticle,
} from '../../../literature/formats/fixtures/referencePapers.js';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

/** POST /v1/papers/library with a paper, as `token`. */
const saveRequest = (t: TestApp, token: string | undefined, paper: object, extra: object = {}) =>
  t.request({ method: 'POST', url: V1.papers.library, token, payload: { paper, ...extra } });

const BOUNDARY = 'inkstone-import-boundary';

function multipartBody(fields: Record<string, string>, file: Buffer, fileName: string): Buffer {
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  const head = `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\n`;
  return Buffer.concat([Buffer.from(parts.join('') + head), file, Buffer.from(`\r\n--${BOUNDARY}--\r\n`)]);
}

let t: TestApp;
let alice: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
});
afterAll(() => t.close());

const importJson = (token: string | undefined, payload: object) =>
  t.request({ method: 'POST', url: V1.papers.libraryImport, token, payload });
const importFile = (token: string | undefined, fields: Record<string, string>, file: Buffer) =>
  t.request({
    method: 'POST',
    url: V1.papers.libraryImport,
    token,
    headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
    payload: multipartBody(fields, file, 'refs.bib'),
  });
const libraryOf = async (token: string) =>
  okData<LibraryListRes>(
    await t.request({ method: 'GET', url: `${V1.papers.library}?pageSize=100&sort=oldest`, token }),
  );

describe('POST /v1/papers/library/import', () => {
  it('imports BibTeX as JSON, keeps citation keys, reports broken entries and papers already there', async () => {
    const { token } = await registerUser(t);
    await saveRequest(t, token, journalArticle);
    const content = [
      '@article{LeCun:2015, title={Deep learning}, author={LeCun, Yann and Bengio, Yoshua}, journal={Nature}, year={2015}, doi={10.1038/nature14539}}',
      '@inproceedings{Vaswani17, title={Attention is all you need}, author={Vaswani, Ashish}, booktitle={NeurIPS}, year={2017}}',
      '@article{broken, title={Unclosed, year=2020',
      '@misc{vaswani-again, title={Attention Is All You Need}, author={Vaswani, A.}, year={2017}}',
    ].join('\n');
    const data = okData<LibraryImportRes>(await importJson(token, { format: 'bibtex', content, tags: ['imported'] }));
    expect(data).toMatchObject({ imported: 1, existing: 2, failed: 1 });
    expect(data.entries.map((e) => [e.index, e.key, e.status])).toEqual([
      [0, 'LeCun:2015', 'existing'],
      [1, 'Vaswani17', 'imported'],
      [2, 'broken', 'failed'],
      [3, 'vaswani-again', 'existing'],
    ]);
    expect(data.entries[3]!.id).toBe(data.entries[1]!.id);
    const { items } = await libraryOf(token);
    expect(items.map((e) => [e.paper.bibkey, e.tags])).toEqual([
      ['lecun2015deep', []],
      ['Vaswani17', ['imported']],
    ]);
    expect(items[1]!.paper).toMatchObject({
      venue: 'NeurIPS',
      year: 2017,
      sources: [{ source: 'import', id: 'Vaswani17' }],
    });
  });

  it('imports an RIS upload (multipart) and suffixes a citation key already taken', async () => {
    const { token } = await registerUser(t);
    await saveRequest(t, token, conferencePaper);
    const ris = exportReferences([{ ...arxivPreprint, bibkey: 'vaswani2017attention' }], 'ris');
    const data = okData<LibraryImportRes>(await importFile(token, { format: 'ris' }, Buffer.from(ris)));
    expect(data).toMatchObject({
      imported: 1,
      failed: 0,
      entries: [{ status: 'imported', bibkey: 'vaswani2017attentiona' }],
    });
    const { items } = await libraryOf(token);
    expect(items[1]!.paper).toMatchObject({ arxivId: '1810.04805', title: arxivPreprint.title });
  });

  it('refuses files over 5 MB, as JSON or as an upload, and writes nothing', async () => {
    const { token } = await registerUser(t);
    const entry = '@misc{k, title={A title}, year=2020}\n';
    const content = entry.repeat(Math.ceil((LIBRARY_IMPORT_MAX_BYTES + 1) / entry.length));
    const asJson = await importJson(token, { format: 'bibtex', content });
    expect(asJson.statusCode).toBe(413);
    expect(asJson.json().errorCode).toBe('payload_too_large');
    expect((await importFile(token, { format: 'bibtex' }, Buffer.from(content))).statusCode).toBe(413);
    expect((await libraryOf(token)).total).toBe(0);
  });

  it('imports an entry whose year no calendar has without its year (was a 500; found by the schema fuzz)', async () => {
    const { token } = await registerUser(t);
    const files = [
      { format: 'bibtex', content: '@article{big, title={Big year}, year={99999999999}}' },
      { format: 'ris', content: 'TY  - JOUR\nTI  - Big year\nPY  - 99999999999\nER  - \n' },
      {
        format: 'csljson',
        content: JSON.stringify([{ id: 'big', title: 'Big year', issued: { 'date-parts': [[2 ** 31]] } }]),
      },
    ];
    for (const file of files) {
      const res = okData<LibraryImportRes>(await importJson(token, file));
      expect(
        res.entries.map((e) => e.status),
        file.format,
      ).toEqual([expect.stringMatching(/^(imported|existing)$/)]);
    }
    expect((await libraryOf(token)).items.map((entry) => entry.paper.year)).toEqual([null]);
  });

  it('is a 400 for an unknown format or a missing file, 401 signed out', async () => {
    const bad = await importJson(alice.token, { format: 'endnote', content: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errorMsg).toMatch(/^format:/);
    expect((await importFile(alice.token, { format: 'ris', other: 'x' }, Buffer.from(''))).statusCode).toBe(400);
    expect((await importJson(undefined, { format: 'bibtex', content: '@misc{a, title={T}}' })).statusCode).toBe(401);
  });
});
