/** In-process engines for bench/evalSearchEngines.ts: this repo's BM25F index and MiniSearch. */
import MiniSearch from 'minisearch';
import { DEFAULT_BM25F } from '../server/src/literature/search/bm25fParams.js';
import { FIELDS, type IndexDoc } from '../server/src/literature/search/fields.js';
import { parseQuery } from '../server/src/literature/search/queryParser.js';
import { search, type SearchOptions } from '../server/src/literature/search/search.js';
import { SearchIndex } from '../server/src/literature/search/searchIndex.js';
import { tokenize } from '../server/src/literature/search/tokenize.js';

/** What the comparison needs from an engine. */
export interface Engine {
  name: string;
  build(docs: readonly IndexDoc[]): Promise<void>;
  search(query: string, options: SearchOptions, limit: number): Promise<string[]>;
  /** Storage size when the engine is out of process (otherwise the heap delta is used). */
  sizeMb?: () => Promise<number>;
  reset(): Promise<void>;
  close(): Promise<void>;
}

/** The BM25F index of server/src/literature/search with its defaults. */
export function inkstoneEngine(): Engine {
  let index = new SearchIndex();
  return {
    name: 'inkstone',
    build(docs) {
      index = new SearchIndex();
      for (const doc of docs) index.add(doc);
      index.prepareForSearch();
      return Promise.resolve();
    },
    search(query, options, limit) {
      return Promise.resolve(search(index, query, { ...options, limit }).map((h) => h.id));
    },
    reset() {
      index = new SearchIndex();
      return Promise.resolve();
    },
    async close() {},
  };
}

/** MiniSearch with the same analyser (terms in, terms out) and the same field weights as boosts. */
export function miniSearchEngine(): Engine {
  const make = (): MiniSearch<IndexDoc> =>
    new MiniSearch<IndexDoc>({
      fields: [...FIELDS],
      storeFields: ['year', 'venue'],
      tokenize: (text) => tokenize(text, 'index'),
      processTerm: (term) => term,
      searchOptions: {
        tokenize: (text) => text.split(' ').filter(Boolean),
        processTerm: (term) => term,
        combineWith: 'OR',
        boost: Object.fromEntries(FIELDS.map((f, i) => [f, DEFAULT_BM25F.fields[i]!.weight])),
      },
    });
  let engine = make();
  return {
    name: 'minisearch',
    build(docs) {
      engine = make();
      engine.addAll(docs.map((d) => ({ ...d, year: d.year ?? 0 })));
      return Promise.resolve();
    },
    search(query, options, limit) {
      const terms = parseQuery(query).terms.map((t) => t.term);
      const venue = options.venue ? new Set(tokenize(options.venue)) : null;
      const hits = engine.search(terms.join(' '), {
        filter: (r) =>
          (options.yearFrom === undefined || (r.year as number) >= options.yearFrom) &&
          (options.yearTo === undefined || (r.year as number) <= options.yearTo) &&
          (!venue || [...venue].every((v) => tokenize(String(r.venue ?? '')).includes(v))),
      });
      return Promise.resolve(hits.slice(0, limit).map((h) => String(h.id)));
    },
    reset() {
      engine = make();
      return Promise.resolve();
    },
    async close() {},
  };
}
