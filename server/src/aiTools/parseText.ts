import type { ParseResult } from '@inkstone/shared/api/workflow';
import { countWords } from '@inkstone/shared/wordCount';

// Made on first use: loading the ICU sentence rules is slow enough that start-up should not pay it (decisions/009).
let segmenter: Intl.Segmenter | undefined;
const sentences = () => (segmenter ??= new Intl.Segmenter(undefined, { granularity: 'sentence' }));

/**
 * `parse` (spec §7; defined here): splits pasted text into paragraphs — one per non-empty line, so
 * blank lines and single line breaks both separate paragraphs — and each paragraph into sentences
 * (Unicode sentence boundaries: CJK 。！？ as well as . ! ? followed by a capital), each with its
 * word count (CJK characters + other words, as the editor counts). Free: no model is called.
 */
export function parseText(text: string): ParseResult {
  const paragraphs = text
    .split(/\r\n|\r|\n/)
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((paragraph) => ({
      text: paragraph,
      wordCount: countWords(paragraph),
      sentences: [...sentences().segment(paragraph)]
        .map((s) => s.segment.trim())
        .filter((s) => s.length > 0)
        .map((s) => ({ text: s, wordCount: countWords(s) })),
    }));
  return { kind: 'parse', wordCount: paragraphs.reduce((n, p) => n + p.wordCount, 0), paragraphs };
}
