/**
 * The record set for bench/searchSpeed.ts: every real corpus in the shared data directory
 * (ACL Anthology 32,204 + SciFact 5,183 + CSL 2,000 with abstracts + CSL 8,000 titles only),
 * topped up to the requested size with synthetic records that recombine real text: each takes
 * the first half of one real title and the second half of another, 4–9 real abstract
 * sentences drawn at random, and a real paper's authors, venue and year. A fixed seed makes
 * the set identical between runs.
 */
import { join } from 'node:path';
import { readCorpus } from '../server/src/literature/corpus/readCorpus.js';
import type { IndexDoc } from '../server/src/literature/search/fields.js';
import { paperToIndexDoc } from '../server/src/literature/search/paperDoc.js';
import { seededRandom } from './seededRandom.js';

const CORPORA = [
  ['acl-anthology-abstracts/acl_all_with_abstracts.jsonl.gz', 'acl'],
  ['beir-scifact/corpus.jsonl.gz', 'scifact'],
  ['csl-chinese-scientific-literature/csl_benchmark_records.jsonl', 'csl'],
  ['csl-chinese-scientific-literature/csl_train_titles_category.jsonl', 'csl'],
] as const;

/** Real records from the shared data directory, in file order. */
export async function loadRealDocs(sharedData: string): Promise<IndexDoc[]> {
  const docs: IndexDoc[] = [];
  for (const [file, source] of CORPORA) {
    for await (const paper of readCorpus(join(sharedData, file), source)) {
      docs.push(paperToIndexDoc(`${source}:${paper.sources[0]!.id}`, paper));
    }
  }
  return docs;
}

/** `count` synthetic records recombined from the English records of `real`. */
export function synthesizeDocs(real: readonly IndexDoc[], count: number, seed = 20240501): IndexDoc[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const english = real.filter((d) => d.abstract && /^[\x20-\x7e]/.test(d.title));
  const sentences = english.flatMap((d) => d.abstract!.split(/(?<=[.!?])\s+/)).filter((s) => s.length > 30);
  return Array.from({ length: count }, (_, i) => {
    const a = pick(english).title.split(' ');
    const b = pick(english).title.split(' ');
    const meta = pick(english);
    const abstract = Array.from({ length: 4 + Math.floor(random() * 6) }, () => pick(sentences)).join(' ');
    return {
      id: `synthetic:${i}`,
      title: [...a.slice(0, Math.ceil(a.length / 2)), ...b.slice(Math.floor(b.length / 2))].join(' '),
      abstract,
      venue: meta.venue,
      authors: meta.authors,
      year: meta.year,
    };
  });
}
