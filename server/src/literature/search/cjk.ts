/** Scripts written without spaces between words (Chinese, Japanese) or searched by bigrams (Korean). */
export const CJK_CLASS = '\\p{sc=Han}\\p{sc=Hiragana}\\p{sc=Katakana}\\p{sc=Hangul}';

const segmenter = new Intl.Segmenter('zh', { granularity: 'word' });

/** Words shorter than this are already covered by the character bigrams (or unigrams). */
const MIN_WORD_CHARS = 3;

/**
 * Emits the terms of one run of CJK characters, one position per character: overlapping
 * character bigrams (the CJKAnalyzer scheme of Lucene, so partial words match), plus the
 * dictionary words of Intl.Segmenter that are longer than a bigram, stacked at their first
 * character so an exact word match scores higher. At index time every character is also
 * emitted as a unigram so that a one-character query still finds it; queries only use
 * unigrams when the run is a single character.
 */
export function emitCjkRun(
  run: string,
  start: number,
  isIndex: boolean,
  sink: (term: string, position: number) => void,
): number {
  const chars = Array.from(run);
  if (chars.length === 1 || isIndex) chars.forEach((c, i) => sink(c, start + i));
  for (let i = 0; i + 1 < chars.length; i++) sink(chars[i]! + chars[i + 1]!, start + i);
  if (chars.length >= MIN_WORD_CHARS) {
    let offset = 0;
    for (const { segment } of segmenter.segment(run)) {
      const length = Array.from(segment).length;
      if (length >= MIN_WORD_CHARS) sink(segment, start + offset);
      offset += length;
    }
  }
  return start + chars.length;
}
