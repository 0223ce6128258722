import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FormatReferencesRes, LibraryImportRes } from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

// Issue 18: a .bib with a conference paper and a Chinese journal article with volume, number and
// pages, imported as a file, formatted in GB/T 7714 and exported again.
const BIB = [
  '@inproceedings{lewis2020rag,',
  '  author = {Lewis, Patrick and Perez, Ethan and Piktus, Aleksandra and Petroni, Fabio},',
  '  title = {Retrieval-Augmented Generation for Knowledge-Intensive {NLP} Tasks},',
  '  booktitle = {Advances in Neural Information Processing Systems},',
  '  volume = {33}, pages = {9459--9474}, year = {2020}, publisher = {Curran Associates},',
  '}',
  '@article{zhang2020seg,',
  '  author = {张三 and 李四 and 王五 and 赵六},',
  '  title = {基于深度学习的中文分词研究}, journal = {计算机学报},',
  '  volume = {35}, number = {4}, pages = {1--10}, year = {2020},',
  '}',
].join('\n');

const BOUNDARY = 'inkstone-reference-boundary';
const multipart = (content: string) =>
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="format"\r\n\r\nbibtex\r\n` +
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="refs.bib"\r\n` +
      `Content-Type: text/plain\r\n\r\n${content}\r\n--${BOUNDARY}--\r\n`,
  );

let t: TestApp;
let alice: RegisteredUser;
let bibkeys: string[];
beforeAll(async () => {
  t = await createTestApp();
  alice = await registerUser(t);
  const imported = okData<LibraryImportRes>(
    await t.request({
      method: 'POST',
      url: V1.papers.libraryImport,
      token: alice.token,
      headers: { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` },
      payload: multipart(BIB),
    }),
  );
  bibkeys = imported.entries.map((entry) => entry.bibkey!);
});
afterAll(() => t.close());

const format = async (style: string) =>
  okData<FormatReferencesRes>(
    await t.request({ method: 'POST', url: V1.papers.format, token: alice.token, payload: { style, bibkeys } }),
  ).items.map((item) => item.text);

describe('an imported .bib formatted in GB/T 7714', () => {
  it('2015 numeric: the conference paper is [C]// with its pages, the Chinese article keeps 35(4): 1-10', async () => {
    expect(bibkeys).toHaveLength(2);
    expect(await format('gb-t-7714-2015-numeric')).toEqual([
      '[1] LEWIS P, PEREZ E, PIKTUS A, et al. Retrieval-augmented generation for knowledge-intensive NLP tasks[C]//Advances in Neural Information Processing Systems: Vol. 33. Curran Associates, 2020: 9459-9474.',
      '[2] 张三, 李四, 王五, 等. 基于深度学习的中文分词研究[J]. 计算机学报, 2020, 35(4): 1-10.',
    ]);
  });

  it('2025 numeric writes the Chinese entry with full-width punctuation', async () => {
    const [english, chinese] = await format('gb-t-7714-2025-numeric');
    expect(english).toContain('[C]//Advances in Neural Information Processing Systems');
    expect(english).toContain('9459-9474');
    expect(chinese).toContain('计算机学报，2020，35（4）：1-10');
  });

  it('exports the entries with every field they were imported with', async () => {
    const response = await t.request({
      method: 'POST',
      url: V1.papers.export,
      token: alice.token,
      payload: { format: 'bibtex', bibkeys },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toMatch(
      /@inproceedings\{[^,]+,[\s\S]*booktitle = \{Advances in Neural Information Processing Systems\}/,
    );
    expect(response.body).toContain('pages = {9459-9474}');
    expect(response.body).toContain('volume = {33}');
    expect(response.body).toContain('publisher = {Curran Associates}');
    expect(response.body).toMatch(/journaltitle = \{计算机学报\},[\s\S]*volume = \{35\},[\s\S]*number = \{4\}/);
  });
});
