import { ensureCapacity } from '../search/growable.js';
import type { Paper } from '../paper.js';

/**
 * The papers behind the local index, kept as UTF-8 JSON in one growing byte buffer so the whole
 * catalogue costs about its text size (no per-field JavaScript objects or UTF-16 strings);
 * a paper is decoded only when it is a hit.
 */
export class PaperStore {
  private bytes = new Uint8Array(1 << 16);
  private used = 0;
  private starts = new Uint32Array(1024);
  private ends = new Uint32Array(1024);
  private readonly slots = new Map<string, number>();
  private readonly encoder = new TextEncoder();
  private readonly decoder = new TextDecoder();

  /** Number of stored papers. */
  get size(): number {
    return this.slots.size;
  }

  /** Stores (or replaces) the paper under `id`. */
  put(id: string, paper: Paper): void {
    const encoded = this.encoder.encode(JSON.stringify(paper));
    this.bytes = ensureCapacity(this.bytes, this.used + encoded.length, Uint8Array);
    this.bytes.set(encoded, this.used);
    const slot = this.slots.get(id) ?? this.slots.size;
    this.starts = ensureCapacity(this.starts, slot + 1, Uint32Array);
    this.ends = ensureCapacity(this.ends, slot + 1, Uint32Array);
    this.starts[slot] = this.used;
    this.ends[slot] = this.used += encoded.length;
    this.slots.set(id, slot);
  }

  /** The paper stored under `id`, if any. */
  get(id: string): Paper | undefined {
    const slot = this.slots.get(id);
    if (slot === undefined) return undefined;
    return JSON.parse(this.decoder.decode(this.bytes.subarray(this.starts[slot], this.ends[slot]))) as Paper;
  }

  /** The store as bytes: a length-prefixed JSON header with ids and offsets, then the papers. */
  serialize(): Uint8Array {
    const n = this.slots.size;
    const header = this.encoder.encode(
      JSON.stringify({
        ids: [...this.slots.keys()],
        starts: [...this.starts.subarray(0, n)],
        ends: [...this.ends.subarray(0, n)],
      }),
    );
    const out = new Uint8Array(4 + header.length + this.used);
    new DataView(out.buffer).setUint32(0, header.length, true);
    out.set(header, 4);
    out.set(this.bytes.subarray(0, this.used), 4 + header.length);
    return out;
  }

  /** Restores a store written by serialize(). */
  static deserialize(data: Uint8Array): PaperStore {
    const headerLength = new DataView(data.buffer, data.byteOffset, data.byteLength).getUint32(0, true);
    const header = JSON.parse(new TextDecoder().decode(data.subarray(4, 4 + headerLength))) as {
      ids: string[];
      starts: number[];
      ends: number[];
    };
    const store = new PaperStore();
    store.bytes = data.slice(4 + headerLength);
    store.used = store.bytes.length;
    store.starts = Uint32Array.from(header.starts);
    store.ends = Uint32Array.from(header.ends);
    header.ids.forEach((id, slot) => store.slots.set(id, slot));
    return store;
  }
}
