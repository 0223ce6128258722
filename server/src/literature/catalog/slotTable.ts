import { ensureCapacity } from '../search/growable.js';

/** Byte ranges of stored records by id (Float64 offsets: files beyond 4 GiB stay addressable). */
export class SlotTable {
  private starts = new Float64Array(1024);
  private ends = new Float64Array(1024);
  private readonly slots = new Map<string, number>();

  get size(): number {
    return this.slots.size;
  }

  /** Records that `id` now lives at bytes [start, end). */
  set(id: string, start: number, end: number): void {
    const slot = this.slots.get(id) ?? this.slots.size;
    this.starts = ensureCapacity(this.starts, slot + 1, Float64Array);
    this.ends = ensureCapacity(this.ends, slot + 1, Float64Array);
    this.starts[slot] = start;
    this.ends[slot] = end;
    this.slots.set(id, slot);
  }

  /** The byte range of `id`, if stored. */
  range(id: string): [number, number] | undefined {
    const slot = this.slots.get(id);
    return slot === undefined ? undefined : [this.starts[slot]!, this.ends[slot]!];
  }

  /** Stored ids in the order they were first stored. */
  ids(): IterableIterator<string> {
    return this.slots.keys();
  }

  /** The table as JSON text. */
  toJson(): string {
    const n = this.slots.size;
    return JSON.stringify({
      ids: [...this.slots.keys()],
      starts: [...this.starts.subarray(0, n)],
      ends: [...this.ends.subarray(0, n)],
    });
  }

  /** A table written by toJson(). */
  static fromJson(text: string): SlotTable {
    const { ids, starts, ends } = JSON.parse(text) as { ids: string[]; starts: number[]; ends: number[] };
    const table = new SlotTable();
    ids.forEach((id, slot) => table.set(id, starts[slot]!, ends[slot]!));
    return table;
  }
}
