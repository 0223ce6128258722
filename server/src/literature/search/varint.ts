import { ensureCapacity } from './growable.js';

/** An append-only byte buffer of LEB128 unsigned varints. */
export class VarintWriter {
  bytes: Uint8Array;
  length = 0;

  constructor(initialCapacity = 1024) {
    this.bytes = new Uint8Array(initialCapacity);
  }

  /** Drops spare capacity. */
  trim(): void {
    if (this.bytes.length > this.length) this.bytes = this.bytes.slice(0, this.length);
  }

  /** Appends one unsigned integer below 2^32. */
  write(value: number): void {
    if (this.length + 5 > this.bytes.length) this.bytes = ensureCapacity(this.bytes, this.length + 5, Uint8Array);
    let v = value >>> 0;
    while (v >= 0x80) {
      this.bytes[this.length++] = (v & 0x7f) | 0x80;
      v >>>= 7;
    }
    this.bytes[this.length++] = v;
  }
}

/** Reads LEB128 varints from `bytes` starting at `offset`. */
export class VarintReader {
  constructor(
    private readonly bytes: Uint8Array,
    public offset: number,
  ) {}

  /** Reads the next integer. */
  read(): number {
    let result = 0;
    let shift = 0;
    let byte: number;
    do {
      byte = this.bytes[this.offset++]!;
      result += (byte & 0x7f) * 2 ** shift;
      shift += 7;
    } while (byte & 0x80);
    return result;
  }
}
