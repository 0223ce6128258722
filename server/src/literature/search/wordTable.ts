// Hashes stay signed 32-bit integers throughout: an unsigned result above 2^31 would be a
// heap-allocated double in V8, once per token.
const FNV_OFFSET = 0x811c9dc5 | 0;
const FNV_PRIME = 0x01000193;

/** FNV-1a hash (Fowler–Noll–Vo, 32-bit, as a signed int) of the UTF-16 code units text[start..end). */
export function hashRange(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash;
}

/** Continues an FNV-1a hash with one more code unit (for hashing while scanning). */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME);
}

/** The FNV-1a start value for hashStep. */
export const HASH_START = FNV_OFFSET;

/**
 * An open-addressing hash table from words to integers that can be probed with a slice of a
 * larger string (text, start, end, hash) without creating the substring: indexing looks up
 * every token, and a Map would first need each token as its own string. Slots hold
 * [hash, offset, length, value]; the words' characters sit in one pool, so a probe reads
 * the slot and the pool — no per-word object.
 */
export class WordTable {
  private slots = new Int32Array(4 << 16);
  private pool = new Uint16Array(1 << 16);
  private poolLength = 0;
  private count = 0;

  /** Number of words stored. */
  get size(): number {
    return this.count;
  }

  /**
   * The value stored for text[start..end), whose hash is `hash`, or undefined. With
   * `asciiFold` the slice holds only ASCII letters and digits and is compared case-blind
   * (stored words are lower case).
   */
  get(text: string, start: number, end: number, hash: number, asciiFold = false): number | undefined {
    const fold = asciiFold ? 32 : 0;
    const slots = this.slots;
    const pool = this.pool;
    const mask = (slots.length >> 2) - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot << 2;
      const wordLength = slots[at + 2]!;
      if (wordLength === 0) return undefined;
      if (slots[at] !== hash || wordLength !== length) continue;
      const offset = slots[at + 1]!;
      let i = 0;
      while (i < length && pool[offset + i] === (text.charCodeAt(start + i) | fold)) i++;
      if (i === length) return slots[at + 3];
    }
  }

  /** Stores a non-empty word that is not in the table yet. */
  add(word: string, hash: number, value: number): void {
    if ((this.count + 1) * 2 > this.slots.length >> 2) this.grow();
    if (this.poolLength + word.length > this.pool.length) {
      const grown = new Uint16Array(Math.max(this.pool.length * 2, this.poolLength + word.length));
      grown.set(this.pool);
      this.pool = grown;
    }
    for (let i = 0; i < word.length; i++) this.pool[this.poolLength + i] = word.charCodeAt(i);
    this.place(this.slots, hash, this.poolLength, word.length, value);
    this.poolLength += word.length;
    this.count++;
  }

  private place(slots: Int32Array, hash: number, offset: number, length: number, value: number): void {
    const mask = (slots.length >> 2) - 1;
    let slot = hash & mask;
    while (slots[(slot << 2) + 2] !== 0) slot = (slot + 1) & mask;
    const at = slot << 2;
    slots[at] = hash;
    slots[at + 1] = offset;
    slots[at + 2] = length;
    slots[at + 3] = value;
  }

  private grow(): void {
    const old = this.slots;
    const slots = new Int32Array(old.length * 2);
    for (let at = 0; at < old.length; at += 4)
      if (old[at + 2] !== 0) this.place(slots, old[at]!, old[at + 1]!, old[at + 2]!, old[at + 3]!);
    this.slots = slots;
  }
}
