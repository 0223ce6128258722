import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import type { PaperInput } from '../paper.js';
import { readCorpus } from './readCorpus.js';
import { readCorpusManifest, readShippedCorpus } from './shippedCorpus.js';

const fixtures = fileURLToPath(new URL('./fixtures', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'inkstone-corpus-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function all(iterable: AsyncIterable<PaperInput>): Promise<PaperInput[]> {
  const out: PaperInput[] = [];
  for await (const item of iterable) out.push(item);
  return out;
}

describe('readCorpus', () => {
  it('maps ACL records, skipping blank lines and untitled records', async () => {
    const [paper, ...rest] = await all(readCorpus(join(fixtures, 'acl.jsonl')));
    expect(rest).toEqual([]);
    expect(paper).toMatchObject({
      title: 'AdapLeR: Speeding up Inference by Adaptive Length Reduction',
      year: 2022,
      doi: '10.18653/v1/2022.acl-long.1',
      url: 'https://aclanthology.org/2022.acl-long.1',
      language: 'en',
      sources: [{ source: 'acl', id: '2022.acl-long.1' }],
    });
    expect(paper!.authors[2]).toEqual({ given: 'Mohammad Taher', family: 'Pilehvar' });
  });

  it('maps CSL records with keywords and no authors', async () => {
    const [paper] = await all(readCorpus(join(fixtures, 'csl.jsonl')));
    expect(paper).toMatchObject({
      language: 'zh',
      keywords: ['修正Rodrigues参数模型', '平方和优化'],
      authors: [],
      year: null,
    });
    expect(paper!.sources).toEqual([{ source: 'csl', id: 'csl-dev-0000' }]);
  });

  it('reads gzip-compressed BEIR records, tagged with the given source', async () => {
    const path = join(dir, 'corpus.jsonl.gz');
    writeFileSync(path, gzipSync('{"_id": "42", "title": "T", "text": "Abstract.", "metadata": {}}\n'));
    const [paper] = await all(readCorpus(path, 'scifact'));
    expect(paper).toMatchObject({ title: 'T', abstract: 'Abstract.', sources: [{ source: 'scifact', id: '42' }] });
  });

  it('names the line of invalid JSON', async () => {
    const path = join(dir, 'broken.jsonl');
    writeFileSync(path, '{"_id": "1", "title": "ok"}\n{broken\n');
    await expect(all(readCorpus(path))).rejects.toThrow(/broken\.jsonl:2: invalid JSON/);
  });
});

describe('the shipped corpus', () => {
  it('lists both sets with their licences and attribution', () => {
    const sets = readCorpusManifest();
    expect(sets.map((s) => [s.file, s.licence])).toEqual([
      ['acl_ccby4_2016plus.jsonl.gz', 'CC-BY-4.0'],
      ['csl_benchmark_records.jsonl.gz', 'Apache-2.0'],
    ]);
    for (const set of sets) expect(set.attribution.length).toBeGreaterThan(20);
  });

  it('drops a set whose file is missing', () => {
    const manifest = readFileSync(fileURLToPath(new URL('../../../../data/corpus/manifest.json', import.meta.url)));
    writeFileSync(join(dir, 'manifest.json'), manifest);
    expect(readCorpusManifest(dir)).toEqual([]);
  });

  it('streams exactly the records the manifest announces', { timeout: 30_000 }, async () => {
    const counts = new Map<string, number>();
    for await (const paper of readShippedCorpus()) {
      const source = paper.sources[0]!.source;
      counts.set(source, (counts.get(source) ?? 0) + 1);
    }
    expect(Object.fromEntries(counts)).toEqual(
      Object.fromEntries(readCorpusManifest().map((s) => [s.source, s.records])),
    );
  });
});
