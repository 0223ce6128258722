import { ensureCapacity } from '../search/growable.js';
import type { Paper } from '../paper.js';
import type { PaperStore } from './paperStore.js';
import { SlotTable } from './slotTable.js';

/**
 * Papers kept in memory as UTF-8 JSON in one growing byte buffer, so they cost about their text
 * size (no per-field JavaScript objects or UTF-16 strings). For catalogues without a cache
 * directory (tests); the server keeps them on disk (FilePaperStore).
 */
export class MemoryPaperStore implements PaperStore {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private readonly table = new SlotTable();

  get size(): number {
    return this.table.size;
  }

  put(id: string, paper: Paper): void {
    const encoded = new TextEncoder().encode(JSON.stringify(paper));
    this.bytes = ensureCapacity(this.bytes, this.used + encoded.length, Uint8Array);
    this.bytes.set(encoded, this.used);
    this.table.set(id, this.used, (this.used += encoded.length));
  }

  get(id: string): Paper | undefined {
    const range = this.table.range(id);
    return range && (JSON.parse(new TextDecoder().decode(this.bytes.subarray(...range))) as Paper);
  }

  close(): void {}
}
