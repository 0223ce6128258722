import type { PaperRow } from '../../db/schema/index.js';
import type { CatalogSearchOptions, ScoredPaper } from '../catalog.js';
import type { Paper } from '../paper.js';
import { DEFAULT_TRANSLATION_WEIGHTS } from '../crossLingual/translationWeights.js';
import { paperToIndexDoc } from '../search/paperDoc.js';
import { search } from '../search/search.js';
import { SearchIndex } from '../search/searchIndex.js';
import type { PaperStore } from './paperStore.js';
import { rowToPaper } from './paperRows.js';

/** The in-memory search index over the catalogue's rows, keyed by row id, and the papers behind it. */
export class LocalIndex {
  constructor(
    readonly store: PaperStore,
    readonly index = new SearchIndex(),
  ) {}

  /** Papers searchable now. */
  get size(): number {
    return this.index.size;
  }

  /** Indexes a catalogue row (replacing one with the same id). */
  addRow(row: PaperRow): void {
    this.addPaper(row.id, rowToPaper(row));
  }

  /** Indexes a paper under `id` (replacing one with the same id). */
  addPaper(id: string, paper: Paper): void {
    this.store.put(id, paper);
    this.index.add(paperToIndexDoc(id, paper));
  }

  /** Releases the files behind the papers and the index. */
  close(): void {
    this.store.close();
    this.index.close();
  }

  /** Best-first hits with their BM25F scores; a Chinese query also finds English papers and the reverse. */
  search(query: string, options: Omit<CatalogSearchOptions, 'sources' | 'signal'>): ScoredPaper[] {
    if (this.index.size === 0) return [];
    const hits = search(this.index, query, {
      limit: options.limit,
      yearFrom: options.yearFrom,
      yearTo: options.yearTo,
      translation: DEFAULT_TRANSLATION_WEIGHTS,
    });
    return hits.flatMap(({ id, score }) => {
      const paper = this.store.get(id);
      return paper ? [{ paper, score }] : [];
    });
  }
}
