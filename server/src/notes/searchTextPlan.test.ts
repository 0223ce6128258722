import { countWords } from '@inkstone/shared/wordCount';
import { describe, expect, it } from 'vitest';
import type { StoredTextPiece } from '../db/repos/noteTextChunks.js';
import { PlainTextJson } from './plainTextJson.js';
import { splitSearchText } from './searchText.js';
import { planSearchText } from './searchTextPlan.js';

/** Varied lines of mixed English and Chinese, a few words joined across punctuation. */
function linesOf(count: number): string[] {
  return Array.from(
    { length: count },
    (_, i) => `Para ${i}: state-of-the-art 3.14 results, 统计推断 ${'word '.repeat(15 + (i % 50))}don't stop.\n`,
  );
}

const plan = (stored: StoredTextPiece[], text: string) =>
  planSearchText(stored, splitSearchText(PlainTextJson.of(text)));

/** What the table holds after a save planned by `plan`, applied over `stored`. */
function applied(stored: StoredTextPiece[], planned: ReturnType<typeof plan>): StoredTextPiece[] {
  const next = stored.slice(0, planned.write.count);
  for (const piece of planned.write.pieces) next[piece.seq] = { digest: piece.digest, wordCount: piece.wordCount };
  return next;
}

describe('planSearchText', () => {
  it('counts the words of the whole text from the kept pieces and the rewritten ones', () => {
    const lines = linesOf(1200);
    const first = plan([], lines.join(''));
    expect(first.wordCount).toBe(countWords(lines.join('')));
    expect(first.write.pieces).toHaveLength(first.write.count);
    let stored = applied([], first);

    const edited = [...lines];
    edited[600] = '新的段落 with several new words in it.\n';
    edited.splice(100, 3);
    const second = plan(stored, edited.join(''));
    expect(second.wordCount).toBe(countWords(edited.join('')));
    expect(second.write.pieces.length).toBeGreaterThan(0);
    expect(second.write.pieces.length).toBeLessThanOrEqual(4);
    stored = applied(stored, second);

    const shorter = edited.slice(0, 300).join('');
    const third = plan(stored, shorter);
    expect(third.wordCount).toBe(countWords(shorter));
    expect(third.write.count).toBeLessThan(second.write.count);
  });

  it('writes lower-cased text and rewrites pieces whose word count is unknown', () => {
    const text = linesOf(400).join('');
    const first = plan([], text);
    expect(first.write.pieces.map((p) => p.text).join('')).toBe(text.toLowerCase());
    const unknown = applied([], first).map((piece) => ({ ...piece, wordCount: null }));
    const again = plan(unknown, text);
    expect(again.write.pieces).toHaveLength(first.write.count);
    expect(again.wordCount).toBe(countWords(text));
    expect(plan(applied([], first), text).write.pieces).toEqual([]);
  });
});
