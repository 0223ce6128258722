/**
 * `npm run eval:search-tune -- '<JSON array of settings>'`: the parameter sweep used to tune the
 * search engine, on the tuning data only — SciFact **train** and the LitSearch/PaSa development
 * queries over acl_all (never SciFact test). Each setting may give `k1`, per-field
 * `{ "title": { "weight": 2, "b": 0.5 }, … }`, `feedback` (RM3 params) and `proximity`; the rest
 * comes from the defaults. Example:
 *   npm run eval:search-tune -- '[{}, {"k1": 1.2}, {"title": {"weight": 3, "b": 0.5}}]'
 */
import { join } from 'node:path';
import { loadBeirQueries, resolveBeirPaths } from '../server/src/literature/eval/beirDataset.js';
import { evaluateQueries, indexCorpusFile } from '../server/src/literature/eval/evaluate.js';
import { sharedDataDir } from '../server/src/literature/eval/sharedDir.js';
import { DEFAULT_BM25F, type Bm25fParams, type FieldParams } from '../server/src/literature/search/bm25fParams.js';
import { FIELDS, type FieldName } from '../server/src/literature/search/fields.js';
import type { ProximityParams } from '../server/src/literature/search/proximity.js';
import type { Rm3Params } from '../server/src/literature/search/rm3.js';

type Setting = { k1?: number; feedback?: Rm3Params; proximity?: ProximityParams } & Partial<
  Record<FieldName, FieldParams>
>;

const shared = sharedDataDir();
if (!shared) {
  console.log('eval:search-tune skipped: shared data directory not found (set INKSTONE_SHARED_DIR)');
  process.exit(0);
}
const data = join(shared, 'data');
const settings = JSON.parse(process.argv[2] ?? '[{}]') as Setting[];
const sets = [
  { name: 'scifact-train', paths: resolveBeirPaths(join(data, 'beir-scifact'), 'train') },
  {
    name: 'litsearch-dev',
    paths: resolveBeirPaths(
      join(data, 'litsearch-pasa-on-acl-offline'),
      'test',
      join(data, 'acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz'),
      join(data, 'litsearch-pasa-on-acl-offline/qrels/test_acl_all.tsv'),
    ),
  },
];
const loaded = await Promise.all(
  sets.map(async (s) => ({
    ...s,
    index: await indexCorpusFile(s.paths.corpus),
    queries: await loadBeirQueries(s.paths),
  })),
);

for (const setting of settings) {
  const params: Bm25fParams = {
    k1: setting.k1 ?? DEFAULT_BM25F.k1,
    fields: FIELDS.map((f, i) => setting[f] ?? DEFAULT_BM25F.fields[i]!),
  };
  const cells = loaded.map(({ name, index, queries }) => {
    const r = evaluateQueries(index, queries, { params, feedback: setting.feedback, proximity: setting.proximity });
    return `${name} nDCG@10 ${r.ndcg10.toFixed(4)} R@20 ${r.recall20.toFixed(4)} R@100 ${r.recall100.toFixed(4)}`;
  });
  console.log(`${JSON.stringify(setting)}  ${cells.join('  |  ')}`);
}
