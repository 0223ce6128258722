import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { readJsonLines } from '../corpus/jsonLines.js';

/** Where the parts of a BEIR-layout dataset are. */
export interface BeirPaths {
  corpus: string;
  queries: string;
  qrels: string;
}

/** A query with its judgments. */
export interface BeirQuery {
  id: string;
  text: string;
  judged: Map<string, number>;
}

/**
 * Resolves the files of a BEIR dataset directory: `corpus.jsonl[.gz]`, `queries.jsonl` and
 * `qrels/<split>.tsv`; `corpus` and `qrels` overrides win (the LitSearch set keeps its
 * corpus elsewhere and names its qrels by corpus).
 */
export function resolveBeirPaths(dir: string, split = 'test', corpus?: string, qrels?: string): BeirPaths {
  const corpusPath = corpus ?? [join(dir, 'corpus.jsonl.gz'), join(dir, 'corpus.jsonl')].find((p) => existsSync(p));
  if (!corpusPath) throw new Error(`no corpus.jsonl[.gz] in ${dir}; pass --corpus`);
  return {
    corpus: corpusPath,
    queries: join(dir, 'queries.jsonl'),
    qrels: qrels ?? join(dir, 'qrels', `${split}.tsv`),
  };
}

/** Parses a qrels TSV (`query-id corpus-id score`, header optional) into query → doc → grade. */
export function parseQrels(tsv: string): Map<string, Map<string, number>> {
  const qrels = new Map<string, Map<string, number>>();
  for (const line of tsv.split(/\r?\n/)) {
    const [query, doc, score] = line.split('\t');
    const grade = Number(score);
    if (!query || !doc || !Number.isFinite(grade)) continue;
    if (!qrels.has(query)) qrels.set(query, new Map());
    qrels.get(query)!.set(doc, grade);
  }
  return qrels;
}

/** The queries that have judgments in the qrels file, in qrels order. */
export async function loadBeirQueries(paths: BeirPaths): Promise<BeirQuery[]> {
  const qrels = parseQrels(readFileSync(paths.qrels, 'utf8'));
  const texts = new Map<string, string>();
  for await (const record of readJsonLines(paths.queries)) {
    const { _id, text } = record as { _id: unknown; text: unknown };
    if (typeof text === 'string') texts.set(String(_id), text);
  }
  return [...qrels].filter(([id]) => texts.has(id)).map(([id, judged]) => ({ id, text: texts.get(id)!, judged }));
}
