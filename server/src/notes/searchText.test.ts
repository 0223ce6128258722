import { describe, expect, it } from 'vitest';
import { MAX_CHUNK_LENGTH, MIN_CHUNK_LENGTH, splitSearchText } from './searchText.js';

/** `count` lines of varied text (so line ends differ), each ending with a line break. */
function linesOf(count: number, seed = 1): string[] {
  return Array.from({ length: count }, (_, i) => {
    const n = (i * 7919 + seed * 104729) % 997;
    return `Line ${i} measures variance ${n} in 统计推断 ${'word '.repeat(20 + (n % 40))}end ${n}.\n`;
  });
}

describe('splitSearchText', () => {
  it('gives back the text when its pieces are joined, each ending at a line break', () => {
    const text = linesOf(800).join('') + 'a last line without a break';
    const chunks = splitSearchText(text);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.map((c) => c.source).join('')).toBe(text);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.source.endsWith('\n')).toBe(true);
      expect(chunk.source.length).toBeGreaterThanOrEqual(MIN_CHUNK_LENGTH);
    }
  });

  it('keeps short texts, long lines and the empty text whole', () => {
    expect(splitSearchText('')).toEqual([]);
    expect(splitSearchText('one line\n').map((c) => c.source)).toEqual(['one line\n']);
    const longLine = 'x'.repeat(MIN_CHUNK_LENGTH * 5);
    expect(splitSearchText(longLine).map((c) => c.source)).toEqual([longLine]);
  });

  it('ends pieces even when every line looks the same', () => {
    const text = 'the same line of text\n'.repeat(MAX_CHUNK_LENGTH / 10);
    const chunks = splitSearchText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.source.length).toBeLessThan(MAX_CHUNK_LENGTH + 100);
  });

  it('gives the same digest for the same piece and a different one for a changed piece', () => {
    const [a] = splitSearchText('same text\n');
    const [b] = splitSearchText('same text\n');
    const [c] = splitSearchText('same test\n');
    expect(a!.digest).toBe(b!.digest);
    expect(a!.digest).not.toBe(c!.digest);
  });

  it('changes only the pieces around an edit, even when the edit moves all the text after it', () => {
    const lines = linesOf(1500);
    const before = splitSearchText(lines.join(''));
    const edited = [...lines];
    edited[700] = `${edited[700]!.slice(0, -1)} and a sentence added while typing, long enough to move things.\n`;
    edited.splice(300, 1);
    const after = splitSearchText(edited.join(''));
    const digestsBefore = new Set(before.map((c) => c.digest));
    const changed = after.filter((c) => !digestsBefore.has(c.digest));
    expect(before.length).toBeGreaterThan(20);
    // Two edits: at most two pieces each (when the edited line ended a piece, its neighbour merges in).
    expect(changed.length).toBeGreaterThanOrEqual(2);
    expect(changed.length).toBeLessThanOrEqual(4);
  });
});
