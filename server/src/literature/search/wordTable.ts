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

/** Whether `word` equals text[start..start+length) (a plain loop: cheaper than startsWith here). */
function sameWord(word: string, text: string, start: number, length: number): boolean {
  if (word.length !== length) return false;
  for (let i = 0; i < length; i++) if (word.charCodeAt(i) !== text.charCodeAt(start + i)) return false;
  return true;
}

/**
 * An open-addressing hash table from words to integers that can be probed with a slice of a
 * larger string (text, start, end, hash) without creating the substring: indexing looks up
 * every token, and a Map would first need each token as its own string. Each slot holds
 * [hash, entry + 1, value] side by side, so a probe touches one cache line before the one
 * string comparison of a hit.
 */
export class WordTable {
  private slots = new Int32Array(3 << 16);
  private readonly words: string[] = [];

  /** Number of words stored. */
  get size(): number {
    return this.words.length;
  }

  /** The value stored for text[start..end), whose hash is `hash`, or undefined. */
  get(text: string, start: number, end: number, hash: number): number | undefined {
    const slots = this.slots;
    const mask = slots.length / 3 - 1;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const at = slot * 3;
      const entry = slots[at + 1]!;
      if (entry === 0) return undefined;
      if (slots[at] === hash && sameWord(this.words[entry - 1]!, text, start, end - start)) return slots[at + 2];
    }
  }

  /** Stores a word that is not in the table yet. */
  add(word: string, hash: number, value: number): void {
    if ((this.words.length + 1) * 2 > this.slots.length / 3) this.grow();
    this.words.push(word);
    this.place(hash, this.words.length, value);
  }

  private place(hash: number, entry: number, value: number): void {
    const mask = this.slots.length / 3 - 1;
    let slot = hash & mask;
    while (this.slots[slot * 3 + 1] !== 0) slot = (slot + 1) & mask;
    this.slots[slot * 3] = hash;
    this.slots[slot * 3 + 1] = entry;
    this.slots[slot * 3 + 2] = value;
  }

  private grow(): void {
    const old = this.slots;
    this.slots = new Int32Array(old.length * 2);
    for (let at = 0; at < old.length; at += 3) if (old[at + 1] !== 0) this.place(old[at]!, old[at + 1]!, old[at + 2]!);
  }
}
