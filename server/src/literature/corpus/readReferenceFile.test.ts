import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaperInput } from '../paper.js';
import { readReferenceFile } from './readReferenceFile.js';

const dir = mkdtempSync(join(tmpdir(), 'inkstone-refs-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function all(iterable: AsyncIterable<PaperInput>): Promise<PaperInput[]> {
  const out: PaperInput[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

const bibEntry = (i: number) =>
  `@article{key${i},\n  title = {Paper ${i}},\n  author = {Doe, Jane},\n  journal = jnl,\n  year = {2020}\n}\n`;
const risEntry = (i: number) => `TY  - JOUR\nTI  - Record ${i}\nAU  - Roe, Richard\nPY  - 2021\nER  - \n`;

describe('readReferenceFile', () => {
  it(
    'reads a BibTeX file across chunk boundaries, with @string macros defined once at the top',
    { timeout: 60_000 },
    async () => {
      const path = join(dir, 'many.bib.gz');
      const body = Array.from({ length: 450 }, (_, i) => bibEntry(i)).join('\n');
      writeFileSync(path, gzipSync(`@string{jnl = "Journal of Tests"}\n\n${body}`));
      const papers = await all(readReferenceFile(path, 'bibtex'));
      expect(papers.map((p) => p.title)).toEqual(Array.from({ length: 450 }, (_, i) => `Paper ${i}`));
      for (const paper of papers) expect(paper.venue).toBe('Journal of Tests');
    },
  );

  it('reads RIS records across chunk boundaries and reports unreadable entries', { timeout: 60_000 }, async () => {
    const path = join(dir, 'many.ris');
    writeFileSync(
      path,
      `${Array.from({ length: 205 }, (_, i) => risEntry(i)).join('\n')}\nTY  - JOUR\nAU  - Nobody\nER  - \n`,
    );
    const skipped: string[] = [];
    const papers = await all(readReferenceFile(path, 'ris', (reason) => skipped.push(reason)));
    expect(papers).toHaveLength(205);
    expect(papers[204]).toMatchObject({ title: 'Record 204', year: 2021 });
    expect(skipped).toHaveLength(1);
  });
});
