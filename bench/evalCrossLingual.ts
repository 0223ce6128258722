/**
 * `npm run eval:search-crosslingual`: the cross-lingual weights on the Chinese LitSearch/PaSa set
 * (litsearch-pasa-zh) over acl_all, indexed once: for each weight set, R@20 (and nDCG@10, R@100)
 * of the Chinese questions and topics. Tunes on the development half only (--half dev, the
 * default; server/src/literature/eval/querySplit.ts); --half held reports the held-back half.
 * Usage: npm run eval:search-crosslingual -- [--half dev|held|all] ['[{"dict":0.3}, …]']
 * (each object overrides DEFAULT_TRANSLATION_WEIGHTS; none = the defaults). The counterweight:
 * translation must not push Chinese records out of a mixed corpus, so "csl" is R@20 of each CSL
 * record's first author keyword → that record over acl_all + the 2,000 CSL records (as in
 * eval:search-chinese, title and abstract); and "english", the English LitSearch/PaSa requests of
 * the same half, which gain Chinese terms from the reverse lookup. Skips when the shared data is absent. Last line JSON.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  DEFAULT_TRANSLATION_WEIGHTS,
  type TranslationWeights,
} from '../server/src/literature/crossLingual/translationWeights.js';
import { loadBeirQueries, resolveBeirPaths } from '../server/src/literature/eval/beirDataset.js';
import { evaluateQueries, indexCorpusFile } from '../server/src/literature/eval/evaluate.js';
import { selectHalf, type QueryHalf } from '../server/src/literature/eval/querySplit.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { readJsonLines } from '../server/src/literature/corpus/jsonLines.js';
import type { BeirQuery } from '../server/src/literature/eval/beirDataset.js';

const { values, positionals } = parseArgs({
  options: { half: { type: 'string', default: 'dev' } },
  allowPositionals: true,
});
const shared = sharedDataDir();
const dir = shared && join(shared, 'data/litsearch-pasa-zh');
const corpus = shared && join(shared, 'data/acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz');
if (!dir || !corpus || !existsSync(dir) || !existsSync(corpus)) {
  console.log('eval:search-crosslingual skipped: litsearch-pasa-zh or ACL data not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const half = values.half as QueryHalf;
const paths = resolveBeirPaths(dir, 'test', corpus, join(dir, 'qrels/test_acl_all.tsv'));
const english = join(shared, 'data/litsearch-pasa-on-acl-offline');
const sets = {
  questions: selectHalf(await loadBeirQueries(paths), half),
  topics: selectHalf(await loadBeirQueries({ ...paths, queries: join(dir, 'topics.jsonl') }), half),
  // The English benchmark's own requests: the reverse lookup must not cost English queries their English papers.
  english: selectHalf(await loadBeirQueries({ ...paths, queries: join(english, 'queries.jsonl') }), half),
};
const index = await indexCorpusFile(corpus);
const mixed = await indexCorpusFile(corpus);
const csl: BeirQuery[] = [];
for await (const record of readJsonLines(
  join(shared, 'data/csl-chinese-scientific-literature/csl_benchmark_records.jsonl'),
)) {
  const r = record as { id: string; title: string; abstract: string; keywords: string[] };
  mixed.add({ id: r.id, title: r.title, abstract: r.abstract });
  if (r.keywords[0]) csl.push({ id: r.id, text: r.keywords[0], judged: new Map([[r.id, 1]]) });
}
const overrides = positionals[0] ? (JSON.parse(positionals[0]) as Array<Partial<TranslationWeights>>) : [{}];

const f = (x: number): string => x.toFixed(4);
const rows: Array<Record<string, unknown>> = [];
for (const override of [null, ...overrides]) {
  const translation = override === null ? false : { ...DEFAULT_TRANSLATION_WEIGHTS, ...override };
  const row: Record<string, unknown> = { weights: override === null ? 'none (plain engine)' : translation };
  for (const [name, queries] of Object.entries(sets)) {
    const r = evaluateQueries(index, queries, { translation });
    row[name] = { ndcg10: +f(r.ndcg10), recall20: +f(r.recall20), recall100: +f(r.recall100), n: r.queries };
  }
  row.csl = +f(evaluateQueries(mixed, csl, { translation }).recall20);
  console.log(JSON.stringify(row));
  rows.push(row);
}
console.log(JSON.stringify({ half, rows }));
