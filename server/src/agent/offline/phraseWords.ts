import type { Word, Words } from './textTerms.js';

/**
 * One-character words that follow a noun phrase without belonging to it ("化疗后", "施工时"):
 * they end a phrase where other fragments (飞行|器) would bind to it.
 */
const CHINESE_POSTPOSITIONS = new Set(Array.from('后前时内外间'));

/**
 * A text's content words as phrases see them: a run of one-character Chinese fragments
 * is one word (the segmenter cuts words it does not know, 化|疗 → 化疗), and a
 * postposition ending a run is a break (化|疗|后 → 化疗, break). Elsewhere as contentWords.
 */
export function phraseWords(content: Words): Array<Word | null> {
  const words: Array<Word | null> = [];
  let run: Word[] = [];
  const flush = () => {
    const isPostposed = run.length > 0 && CHINESE_POSTPOSITIONS.has(run.at(-1)!.key);
    if (isPostposed) run.pop();
    if (run.length === 1) {
      words.push(run[0]!);
    } else if (run.length > 1) {
      const joined = run.map((w) => w.surface).join('');
      words.push({ key: joined, surface: joined, isCjk: true, isFragment: false });
    }
    if (isPostposed) words.push(null);
    run = [];
  };
  for (const word of content) {
    if (word?.isFragment) {
      run.push(word);
      continue;
    }
    flush();
    words.push(word);
  }
  flush();
  return words;
}
