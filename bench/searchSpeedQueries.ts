/**
 * The query mix for bench/searchSpeed.ts, all real text: LitSearch/PaSa research requests,
 * SciFact claims, Paper Lantern search queries, CSL Chinese titles and keywords, plus the
 * operators users type (phrases, prefixes) and filtered searches.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SearchOptions } from '../server/src/literature/search/search.js';

/** One benchmark query. */
export interface BenchQuery {
  kind: string;
  text: string;
  options: SearchOptions;
}

function jsonLines(path: string): Array<Record<string, unknown>> {
  return readFileSync(path, 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => JSON.parse(l) as Record<string, unknown>);
}

/** Every benchmark query, grouped by kind. */
export function loadBenchQueries(sharedData: string): BenchQuery[] {
  const queries: BenchQuery[] = [];
  const add = (kind: string, text: string, options: SearchOptions = {}): void => {
    queries.push({ kind, text, options });
  };
  for (const q of jsonLines(join(sharedData, 'litsearch-pasa-on-acl-offline/queries.jsonl')))
    add('request', String(q.text));
  for (const q of jsonLines(join(sharedData, 'beir-scifact/queries.jsonl')).slice(0, 300)) add('claim', String(q.text));
  for (const file of ['computer_science_ai_search_queries.json', 'computer_science_non_ai_search_queries.json']) {
    const all = JSON.parse(
      readFileSync(join(sharedData, 'paperlantern-academic-search-queries', file), 'utf8'),
    ) as Record<string, { search_query: string }>;
    for (const q of Object.values(all)) add('keyword', q.search_query);
  }
  const csl = jsonLines(join(sharedData, 'csl-chinese-scientific-literature/csl_benchmark_records.jsonl')).slice(
    0,
    200,
  );
  for (const r of csl) add('chinese', String(r.title));
  for (const r of csl) add('chinese', (r.keywords as string[]).slice(0, 2).join(' '));
  const operators = [
    '"machine translation" low-resource',
    '"question answering" retriev*',
    'transform* summarization',
    '"named entity recognition" biomedical',
    'contrastive learn* sentence embeddings',
  ];
  for (const text of operators) add('operator', text);
  for (const text of ['neural machine translation', 'dialogue state tracking', 'gene expression cancer']) {
    add('filtered', text, { yearFrom: 2018, yearTo: 2020 });
    add('filtered', text, { venue: 'Empirical Methods in Natural Language Processing' });
  }
  return queries;
}
