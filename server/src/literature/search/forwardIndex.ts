import type { TermSequence } from './analyzeDocument.js';
import { FIELD_COUNT } from './fields.js';
import type { ForwardBytesSource } from './forwardFile.js';
import { ensureCapacity } from './growable.js';
import { VarintReader, VarintWriter } from './varint.js';

/** A decoded document: parallel arrays of field index, term id and position. */
export interface DecodedDoc {
  length: number;
  fields: Uint8Array;
  terms: Uint32Array;
  positions: Uint32Array;
}

/** Makes an empty DecodedDoc buffer for ForwardIndex.decode to fill and reuse. */
export function newDecodedDoc(): DecodedDoc {
  return { length: 0, fields: new Uint8Array(256), terms: new Uint32Array(256), positions: new Uint32Array(256) };
}

/**
 * Each document's per-field term sequences (term id + position), varint-packed in one byte
 * buffer. Used to verify phrases, measure term proximity and build feedback models without
 * keeping the original text in memory.
 */
export class ForwardIndex {
  private readonly data: VarintWriter;
  private offsets: Uint32Array;
  private count: number;

  /** With a `source`, the packed bytes are read from it per document until the first append. */
  constructor(
    data = new VarintWriter(),
    offsets = new Uint32Array(1024),
    count = 0,
    private source: ForwardBytesSource | null = null,
  ) {
    this.data = data;
    this.offsets = offsets;
    this.count = count;
  }

  /** Appends the term sequence of the next document number. */
  append({ terms, positions, fieldEnds }: TermSequence): void {
    this.materialise();
    this.offsets = ensureCapacity(this.offsets, this.count + 2, Uint32Array);
    this.offsets[this.count] = this.data.length;
    let start = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const end = fieldEnds[f]!;
      this.data.write(end - start);
      let last = 0;
      for (let i = start; i < end; i++) {
        this.data.write(positions[i]! - last);
        this.data.write(terms[i]!);
        last = positions[i]!;
      }
      start = end;
    }
    this.count++;
    this.offsets[this.count] = this.data.length;
  }

  /** Decodes document `doc` into `out` (grown as needed) and returns it. */
  decode(doc: number, out: DecodedDoc): DecodedDoc {
    const start = this.offsets[doc]!;
    const reader = this.source
      ? new VarintReader(this.source.read(start, this.offsets[doc + 1]!), 0)
      : new VarintReader(this.data.bytes, start);
    out.length = 0;
    for (let f = 0; f < FIELD_COUNT; f++) {
      const n = reader.read();
      const need = out.length + n;
      out.fields = ensureCapacity(out.fields, need, Uint8Array);
      out.terms = ensureCapacity(out.terms, need, Uint32Array);
      out.positions = ensureCapacity(out.positions, need, Uint32Array);
      let position = 0;
      for (let i = 0; i < n; i++) {
        position += reader.read();
        out.fields[out.length] = f;
        out.positions[out.length] = position;
        out.terms[out.length++] = reader.read();
      }
    }
    return out;
  }

  /** Releases spare capacity left by appends (after a bulk load). */
  trim(): void {
    this.data.trim();
    this.offsets = this.offsets.slice(0, this.count + 1);
  }

  /** The packed bytes and per-document offsets, for serialisation. */
  raw(): { bytes: Uint8Array; offsets: Uint32Array; count: number } {
    this.materialise();
    return {
      bytes: this.data.bytes.subarray(0, this.data.length),
      offsets: this.offsets.subarray(0, this.count + 1),
      count: this.count,
    };
  }

  /** Reads the packed bytes of a file-backed index into memory, so it can grow again. */
  private materialise(): void {
    if (!this.source) return;
    const end = this.offsets[this.count]!;
    this.data.bytes = this.source.read(0, end).slice();
    this.data.length = end;
    this.source.close();
    this.source = null;
  }

  /** Releases the file behind a forward index read from one. */
  close(): void {
    this.source?.close();
  }

  /** Rebuilds a forward index from serialised bytes (or a source of them) and offsets. */
  static restore(bytes: Uint8Array | ForwardBytesSource, offsets: Uint32Array, count: number): ForwardIndex {
    if (!(bytes instanceof Uint8Array)) return new ForwardIndex(new VarintWriter(0), offsets.slice(), count, bytes);
    const writer = new VarintWriter(0);
    writer.bytes = bytes;
    writer.length = bytes.length;
    return new ForwardIndex(writer, offsets.slice(), count);
  }
}
