import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadBeirQueries, parseQrels, resolveBeirPaths } from './beirDataset.js';
import { evaluateQueries, indexCorpusFile } from './evaluate.js';
import { sharedDataDir } from './sharedDir.js';

const fixture = fileURLToPath(new URL('./fixtures/tiny-beir', import.meta.url));

describe('eval harness on the tiny BEIR sample', () => {
  it('computes the hand-derived metrics', async () => {
    const paths = resolveBeirPaths(fixture);
    const index = await indexCorpusFile(paths.corpus);
    const queries = await loadBeirQueries(paths);
    expect(queries.map((q) => q.id)).toEqual(['q1', 'q2', 'q3']);
    const result = evaluateQueries(index, queries);
    // q1: d1 at rank 1 → nDCG 1, recall 1, RR 1.
    // q2: d2 at rank 1, d4 never retrieved → nDCG 1/(1 + 1/log2 3) = 0.61315, recall 0.5, RR 1.
    // q3: d5 outranks d4 → d4 at rank 2: nDCG 1/log2 3 = 0.63093, recall 1, RR 0.5.
    expect(result.queries).toBe(3);
    expect(result.ndcg10).toBeCloseTo((1 + 0.61315 + 0.63093) / 3, 4);
    expect(result.recall10).toBeCloseTo(2.5 / 3, 10);
    expect(result.recall100).toBeCloseTo(2.5 / 3, 10);
    expect(result.mrr).toBeCloseTo(2.5 / 3, 10);
    expect(result.p50ms).toBeGreaterThanOrEqual(0);
  });

  it('parses qrels with or without a header and with CRLF', () => {
    const qrels = parseQrels('query-id\tcorpus-id\tscore\r\nq\td\t2\r\nq\te\t0\n');
    expect([...qrels.get('q')!]).toEqual([
      ['d', 2],
      ['e', 0],
    ]);
  });

  it('uses --corpus and --qrels overrides', () => {
    const paths = resolveBeirPaths(fixture, 'test', '/elsewhere/corpus.jsonl.gz', '/elsewhere/qrels.tsv');
    expect(paths).toEqual({
      corpus: '/elsewhere/corpus.jsonl.gz',
      queries: join(fixture, 'queries.jsonl'),
      qrels: '/elsewhere/qrels.tsv',
    });
  });
});

const shared = sharedDataDir();
const gate = shared
  ? 'quality gate on the real SciFact test split'
  : 'quality gate skipped: shared data not found (set INKSTONE_SHARED_DIR)';

describe.skipIf(!shared)(gate, () => {
  it('keeps nDCG@10 at or above 0.70 with no model', { timeout: 60_000 }, async () => {
    const paths = resolveBeirPaths(join(shared!, 'data', 'beir-scifact'), 'test');
    const result = evaluateQueries(await indexCorpusFile(paths.corpus), await loadBeirQueries(paths));
    expect(result.queries).toBe(300);
    expect(result.ndcg10).toBeGreaterThanOrEqual(0.7);
  });
});
