import { describe, expect, it } from 'vitest';
import { PlainTextJson } from './plainTextJson.js';
import { MAX_CHUNK_LENGTH, MIN_CHUNK_LENGTH, splitSearchText as splitJson } from './searchText.js';

const splitSearchText = (text: string) => splitJson(PlainTextJson.of(text));

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
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    expect(chunks.map((c) => c.seq)).toEqual(chunks.map((_, i) => i));
    for (const chunk of chunks.slice(0, -1)) {
      expect(chunk.text.endsWith('\n')).toBe(true);
      expect(chunk.source.length).toBeGreaterThanOrEqual(MIN_CHUNK_LENGTH);
    }
  });

  it('keeps short texts, long lines and the empty text whole', () => {
    expect(splitSearchText('')).toEqual([]);
    expect(splitSearchText('one line\n').map((c) => c.text)).toEqual(['one line\n']);
    const longLine = 'x'.repeat(MIN_CHUNK_LENGTH * 5);
    expect(splitSearchText(longLine).map((c) => c.text)).toEqual([longLine]);
  });

  it('splits only at real line breaks, whatever the text escapes', () => {
    // A backslash followed by "n" is text, not a line break; quotes, tabs, control characters,
    // CJK and characters beyond the BMP are escaped or multi-byte in the JSON form.
    const tricky = 'C:\\new\\notes "quoted" \t tab \u0001 统计 𝜃 \\n end';
    const lines = linesOf(400).map((line, i) => (i % 3 ? line : `${tricky} ${line}`));
    const text = lines.join('');
    const chunks = splitSearchText(text);
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
    for (const chunk of chunks.slice(0, -1)) expect(chunk.text.endsWith('\n')).toBe(true);
    expect(splitSearchText(tricky.repeat(2000)).map((c) => c.text)).toEqual([tricky.repeat(2000)]);
  });

  it('ends pieces even when every line looks the same', () => {
    const text = 'the same line of text\n'.repeat(MAX_CHUNK_LENGTH / 10);
    const chunks = splitSearchText(text);
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) expect(chunk.source.length).toBeLessThan(MAX_CHUNK_LENGTH + 100);
    expect(chunks.map((c) => c.text).join('')).toBe(text);
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
