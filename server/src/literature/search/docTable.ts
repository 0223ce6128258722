import { FIELD_COUNT } from './fields.js';
import { ensureCapacity } from './growable.js';

/** Year stored for documents without one (outside any year filter). */
const NO_YEAR = 0;

/**
 * Per-document attributes by internal document number: external id, year, field lengths and
 * a deletion flag, plus the live-document totals BM25 needs for average field lengths.
 */
export class DocTable {
  ids: string[] = [];
  years: Int16Array = new Int16Array(1024);
  fieldLengths: Uint16Array[] = Array.from({ length: FIELD_COUNT }, () => new Uint16Array(1024));
  deleted: Uint8Array = new Uint8Array(1024);
  private readonly byId = new Map<string, number>();
  liveCount = 0;
  lengthSums = new Float64Array(FIELD_COUNT);

  /** Number of document numbers ever assigned (live and deleted). */
  get count(): number {
    return this.ids.length;
  }

  /** The document number of a live external id. */
  docOf(id: string): number | undefined {
    return this.byId.get(id);
  }

  /** Registers the next document and returns its number. */
  add(id: string, year: number | null | undefined, lengths: readonly number[]): number {
    const doc = this.ids.length;
    this.ids.push(id);
    this.byId.set(id, doc);
    this.years = ensureCapacity(this.years, doc + 1, Int16Array);
    this.deleted = ensureCapacity(this.deleted, doc + 1, Uint8Array);
    this.years[doc] = year ?? NO_YEAR;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const length = Math.min(lengths[f]!, 0xffff);
      this.fieldLengths[f] = ensureCapacity(this.fieldLengths[f]!, doc + 1, Uint16Array);
      this.fieldLengths[f]![doc] = length;
      this.lengthSums[f]! += length;
    }
    this.liveCount++;
    return doc;
  }

  /** Marks a document deleted; its number is never reused. */
  remove(doc: number): void {
    if (this.deleted[doc]) return;
    this.deleted[doc] = 1;
    this.byId.delete(this.ids[doc]!);
    for (let f = 0; f < FIELD_COUNT; f++) this.lengthSums[f]! -= this.fieldLengths[f]![doc]!;
    this.liveCount--;
  }

  /** Average length of field `f` over live documents (1 when empty, to avoid dividing by 0). */
  averageLength(f: number): number {
    return this.liveCount > 0 ? Math.max(this.lengthSums[f]! / this.liveCount, 1e-9) : 1;
  }

  /** Rebuilds a table from serialised columns (arrays may be longer than `ids`). */
  static restore(ids: string[], years: Int16Array, fieldLengths: Uint16Array[], deleted: Uint8Array): DocTable {
    const table = new DocTable();
    table.ids = ids;
    table.years = years;
    table.fieldLengths = fieldLengths;
    table.deleted = deleted;
    ids.forEach((id, doc) => {
      if (deleted[doc]) return;
      table.byId.set(id, doc);
      table.liveCount++;
      for (let f = 0; f < FIELD_COUNT; f++) table.lengthSums[f]! += fieldLengths[f]![doc]!;
    });
    return table;
  }
}
