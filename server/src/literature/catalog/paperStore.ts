import type { Paper } from '../paper.js';

/** Where the papers behind the local index are kept, by row id; a paper is decoded only when it is a hit. */
export interface PaperStore {
  readonly size: number;
  /** Stores (or replaces) the paper under `id`. */
  put(id: string, paper: Paper): void;
  /** The paper stored under `id`, if any. */
  get(id: string): Paper | undefined;
  /** Releases what the store holds open. */
  close(): void;
}
