// Script_Extensions rather than Script so marks such as ー (U+30FC) count with the kana they lengthen;
// the letter/digit requirement keeps CJK punctuation (、。「」・), which shares those scripts, out.
const CJK_SCRIPT = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}\p{scx=Hangul}]/u;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const DIGIT = /\p{N}/u;
const MARK = /\p{M}/u;

const OTHER = 0;
const LETTER = 1;
const DIGIT_CLASS = 2;
const CJK = 3;
const COMBINING = 4;
const JOINER = 5; // ' ’ - ‐ ‑: joins letters inside a word (don't, state-of-the-art)
const SEPARATOR = 6; // . , : joins digits inside a number (3.14, 1,000)
const HIGH_SURROGATE = 7; // the first half of a character beyond the BMP, classified with its pair

function classify(char: string): number {
  if (LETTER_OR_DIGIT.test(char)) {
    if (CJK_SCRIPT.test(char)) return CJK;
    return DIGIT.test(char) ? DIGIT_CLASS : LETTER;
  }
  if (MARK.test(char)) return COMBINING;
  if (char === "'" || char === '’' || char === '-' || char === '\u2010' || char === '\u2011') return JOINER;
  if (char === '.' || char === ',') return SEPARATOR;
  return OTHER;
}

// Classifying each character with Unicode regexes is ~10x slower than a table lookup, and the server
// counts megabyte documents on every save, so the Basic Multilingual Plane is classified once.
let bmpTable: Uint8Array | undefined;
function bmp(): Uint8Array {
  if (bmpTable) return bmpTable;
  const table = new Uint8Array(0x10000);
  for (let cp = 0; cp < 0x10000; cp++) {
    if (cp >= 0xd800 && cp <= 0xdbff) table[cp] = HIGH_SURROGATE;
    else if (cp < 0xdc00 || cp > 0xdfff) table[cp] = classify(String.fromCharCode(cp));
  }
  bmpTable = table;
  return table;
}

/**
 * Whether one character (a code point, possibly a surrogate pair) is a CJK word character in the
 * sense of {@link countWords}: a Han, Hiragana, Katakana or Hangul letter, not CJK punctuation.
 */
export function isCjkCharacter(char: string): boolean {
  const code = char.charCodeAt(0);
  const cls = char.length === 1 ? (bmp()[code] ?? OTHER) : classify(char);
  return cls === CJK;
}

/**
 * Word count for mixed Chinese/Japanese/Korean and alphabetic text, as the editor shows it: every
 * CJK character counts 1 (Han, Hiragana, Katakana, Hangul; CJK punctuation does not count), and
 * every other word — a run of letters or digits, joined by apostrophes or hyphens inside it, or by
 * a decimal point or thousands separator between digits — counts 1. Emoji and symbols count 0.
 */
export function countWords(text: string): number {
  const table = bmp();
  const length = text.length;
  let count = 0;
  let inWord = false;
  let prevIsDigit = false;
  for (let i = 0; i < length; i++) {
    let cls = table[text.charCodeAt(i)] ?? OTHER;
    if (cls === HIGH_SURROGATE) {
      cls = classify(text.slice(i, i + 2));
      i++;
    }
    if (cls === LETTER || cls === DIGIT_CLASS) {
      if (!inWord) count++;
      inWord = true;
      prevIsDigit = cls === DIGIT_CLASS;
    } else if (cls === OTHER) {
      inWord = false;
    } else if (cls === CJK) {
      count++;
      inWord = false;
    } else if (cls === COMBINING) {
      // A mark belongs to the letter before it and neither starts nor ends a word.
    } else if (inWord && (cls === JOINER || prevIsDigit)) {
      const next = table[text.charCodeAt(i + 1)] ?? OTHER;
      inWord = cls === JOINER ? next === LETTER || next === DIGIT_CLASS : next === DIGIT_CLASS;
    } else {
      inWord = false;
    }
  }
  return count;
}
