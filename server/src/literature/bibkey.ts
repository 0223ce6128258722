import { foldText } from './asciiFold.js';
import { authorFamily, type PaperInput } from './paper.js';

/** Title words skipped when picking the key word (articles, prepositions, conjunctions). */
const TITLE_SKIP_WORDS = new Set(
  'a an the on of in for to from with without by at as and or but is are be via into towards toward about over under how what why when which do does can using through'.split(
    ' ',
  ),
);

/** Letters of the ASCII-folded text, lower case ("Müller-Lüdenscheidt" → "mullerludenscheidt"). */
function asciiLetters(text: string): string {
  return foldText(text).replace(/[^a-z]/g, '');
}

/** First title word (ASCII letters only, after folding) that is not a function word. */
function firstTitleWord(title: string): string {
  for (const word of foldText(title).split(/[^a-z0-9]+/)) {
    const letters = word.replace(/[^a-z]/g, '');
    if (letters.length > 0 && !TITLE_SKIP_WORDS.has(word)) return letters;
  }
  return '';
}

/** Stable base-36 FNV-1a checksum of the title, 4 characters, for titles with no Latin word. */
function titleChecksum(title: string): string {
  let hash = 0x811c9dc5;
  for (const ch of title) {
    hash ^= ch.codePointAt(0)!;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return (hash % 36 ** 4).toString(36).padStart(4, '0');
}

/** The longest key (PaperDto's bibkey limit). */
export const BIBKEY_MAX_LENGTH = 120;
/** The most letters a key takes from the family name and from the title word each. */
const KEY_PART_MAX_LENGTH = 40;

/**
 * The citation key of a paper before uniqueness suffixes: first author's family name
 * (ASCII-folded letters) + year + first significant title word, e.g. `vaswani2017attention`.
 * Fallbacks (pinyin is not attempted): a family name without Latin letters (张) gives `paper`;
 * a title without Latin words gives nothing when the family name is Latin (`zhang2020`), or a
 * 4-character checksum of the title when it is not (`paper2020k3f9`). No year → no digits.
 */
export function baseBibkey(paper: Pick<PaperInput, 'authors' | 'year' | 'title'>): string {
  const first = paper.authors[0];
  // Both parts are cut, so a name or a word of hundreds of letters still makes a key within the limit.
  const family = first ? asciiLetters(authorFamily(first)).slice(0, KEY_PART_MAX_LENGTH) : '';
  const base = family || 'paper';
  const word = firstTitleWord(paper.title).slice(0, KEY_PART_MAX_LENGTH) || (family ? '' : titleChecksum(paper.title));
  return `${base}${paper.year ?? ''}${word}`;
}

/** Suffix for the n-th collision: a…z, then aa, ab, … */
function suffix(n: number): string {
  let s = '';
  for (let i = n; i >= 0; i = Math.floor(i / 26) - 1) s = String.fromCharCode(97 + (i % 26)) + s;
  return s;
}

/**
 * A key not in `taken` (which it then adds): the base key when free, else the base with the
 * first free suffix a, b, c…, so papers already in a library keep their keys when more arrive.
 * A suffix replaces the base's last letters when the key would pass BIBKEY_MAX_LENGTH.
 */
export function uniqueBibkey(base: string, taken: Set<string>): string {
  let key = base;
  for (let n = 0; taken.has(key); n++) {
    const end = suffix(n);
    key = base.slice(0, BIBKEY_MAX_LENGTH - end.length) + end;
  }
  taken.add(key);
  return key;
}

/** Gives each paper a key unique within `taken` (existing library keys) and the set itself. */
export function assignBibkeys(
  papers: readonly PaperInput[],
  taken = new Set<string>(),
): Array<PaperInput & { bibkey: string }> {
  return papers.map((paper) => ({ ...paper, bibkey: uniqueBibkey(baseBibkey(paper), taken) }));
}
