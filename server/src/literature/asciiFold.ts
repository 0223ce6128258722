/** Letters that Unicode NFKD does not decompose but readers treat as Latin letters. */
const SPECIAL_FOLDS: Record<string, string> = {
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
  ø: 'o',
  đ: 'd',
  ð: 'd',
  ł: 'l',
  þ: 'th',
  ı: 'i',
  ħ: 'h',
  ŧ: 't',
};
const SPECIAL_RE = /[ßæœøđðłþıħŧ]/g;
const COMBINING_MARKS_RE = /[\u0300-\u036f]/g;
const NON_ASCII_RE = /[\u0080-\uffff]/;

/** Whether the text has any character outside 7-bit ASCII. */
export function hasNonAscii(text: string): boolean {
  return NON_ASCII_RE.test(text);
}

/**
 * Lowercases and folds text to plain ASCII where a Latin letter carries diacritics
 * ("Müller" → "muller", "Łukasz" → "lukasz"); compatibility forms such as full-width
 * letters become their ASCII form. CJK and other scripts are kept (NFC afterwards so
 * Hangul syllables are recomposed).
 */
export function foldText(text: string): string {
  const lower = text.toLowerCase();
  if (!hasNonAscii(lower)) return lower;
  return lower
    .normalize('NFKD')
    .replace(COMBINING_MARKS_RE, '')
    .normalize('NFC')
    .replace(SPECIAL_RE, (c) => SPECIAL_FOLDS[c] ?? c);
}
