import { describe, expect, it } from 'vitest';
import { WordTable, hashRange } from './wordTable.js';

describe('WordTable', () => {
  it('finds words by a slice of a longer text, across growth', () => {
    const table = new WordTable();
    const words = Array.from({ length: 100_000 }, (_, i) => `w${i.toString(36)}`);
    words.forEach((w, i) => table.add(w, hashRange(w, 0, w.length), i));
    expect(table.size).toBe(100_000);
    const text = `xx ${words[12_345]} yy`;
    expect(table.get(text, 3, 3 + words[12_345]!.length, hashRange(text, 3, 3 + words[12_345]!.length))).toBe(12_345);
    expect(table.get('nope', 0, 4, hashRange('nope', 0, 4))).toBeUndefined();
  });

  it('tells apart words whose hashes collide in the table', () => {
    const table = new WordTable();
    table.add('ab', 7, 1);
    table.add('ba', 7, 2);
    expect(table.get('ba', 0, 2, 7)).toBe(2);
    expect(table.get('ab', 0, 2, 7)).toBe(1);
    expect(table.get('aa', 0, 2, 7)).toBeUndefined();
  });
});
