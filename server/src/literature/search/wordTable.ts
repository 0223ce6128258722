import { ensureCapacity } from './growable.js';

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a hash of the UTF-16 code units text[start..end) (Fowler–Noll–Vo, 32-bit). */
export function hashRange(text: string, start: number, end: number): number {
  let hash = FNV_OFFSET;
  for (let i = start; i < end; i++) hash = Math.imul(hash ^ text.charCodeAt(i), FNV_PRIME);
  return hash >>> 0;
}

/** Continues an FNV-1a hash with one more code unit (for hashing while scanning). */
export function hashStep(hash: number, code: number): number {
  return Math.imul(hash ^ code, FNV_PRIME) >>> 0;
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
 * every token, and a Map would first need each token as its own string.
 */
export class WordTable {
  private slots = new Int32Array(1 << 16).fill(-1);
  private readonly words: string[] = [];
  private values = new Int32Array(1024);
  private hashes = new Int32Array(1024);

  /** Number of words stored. */
  get size(): number {
    return this.words.length;
  }

  /** The value stored for text[start..end), whose hash is `hash`, or undefined. */
  get(text: string, start: number, end: number, hash: number): number | undefined {
    const mask = this.slots.length - 1;
    const length = end - start;
    for (let slot = hash & mask; ; slot = (slot + 1) & mask) {
      const entry = this.slots[slot]!;
      if (entry < 0) return undefined;
      if (this.hashes[entry] !== (hash | 0)) continue;
      if (sameWord(this.words[entry]!, text, start, length)) return this.values[entry];
    }
  }

  /** Stores a word that is not in the table yet. */
  add(word: string, hash: number, value: number): void {
    if ((this.words.length + 1) * 2 > this.slots.length) this.grow();
    const entry = this.words.length;
    this.words.push(word);
    this.values = ensureCapacity(this.values, entry + 1, Int32Array);
    this.hashes = ensureCapacity(this.hashes, entry + 1, Int32Array);
    this.values[entry] = value;
    this.hashes[entry] = hash;
    this.place(entry, hash);
  }

  private place(entry: number, hash: number): void {
    const mask = this.slots.length - 1;
    let slot = hash & mask;
    while (this.slots[slot]! >= 0) slot = (slot + 1) & mask;
    this.slots[slot] = entry;
  }

  private grow(): void {
    this.slots = new Int32Array(this.slots.length * 2).fill(-1);
    this.words.forEach((_, entry) => this.place(entry, this.hashes[entry]! >>> 0));
  }
}
