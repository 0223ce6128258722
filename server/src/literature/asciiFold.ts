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

const GREEK_NAMES: Record<string, string> = {
  α: 'alpha',
  β: 'beta',
  γ: 'gamma',
  δ: 'delta',
  ε: 'epsilon',
  ζ: 'zeta',
  η: 'eta',
  θ: 'theta',
  ι: 'iota',
  κ: 'kappa',
  λ: 'lambda',
  μ: 'mu',
  ν: 'nu',
  ξ: 'xi',
  ο: 'omicron',
  π: 'pi',
  ρ: 'rho',
  σ: 'sigma',
  ς: 'sigma',
  τ: 'tau',
  υ: 'upsilon',
  φ: 'phi',
  χ: 'chi',
  ψ: 'psi',
  ω: 'omega',
};
const GREEK_RE = /[α-ω]/g;
const WORD_CHAR_RE = /[\p{L}\p{N}]/u;
const GREEK_CHAR_RE = /[α-ω]/;

/**
 * Spells a Greek letter out, hyphen-joined to adjacent word characters, so "TNF-α", "TNFα"
 * and "TNF-alpha" all give the terms tnf, alpha, tnfalpha (as PubMed treats them alike).
 */
function spellGreek(letter: string, offset: number, text: string): string {
  const prev = text[offset - 1] ?? ' ';
  const next = text[offset + 1] ?? ' ';
  // A neighbouring Greek letter adds its own hyphen, so only one side writes it.
  const before = WORD_CHAR_RE.test(prev) && !GREEK_CHAR_RE.test(prev) ? '-' : '';
  const after = WORD_CHAR_RE.test(next) ? '-' : '';
  return before + (GREEK_NAMES[letter] ?? letter) + after;
}

/** Whether the text has any character outside 7-bit ASCII. */
export function hasNonAscii(text: string): boolean {
  return NON_ASCII_RE.test(text);
}

/**
 * Lowercases and folds text to plain ASCII where a Latin letter carries diacritics
 * ("Müller" → "muller", "Łukasz" → "lukasz"); compatibility forms such as full-width
 * letters become their ASCII form; Greek letters are spelled out (see spellGreek). CJK and
 * other scripts are kept (NFC afterwards so Hangul syllables are recomposed).
 */
export function foldText(text: string): string {
  if (!hasNonAscii(text)) return text.toLowerCase();
  // Lower-cased after NFKD, which can produce capitals (℃ → °C, ™ → TM, Ⅳ → IV).
  return text
    .normalize('NFKD')
    .replace(COMBINING_MARKS_RE, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(SPECIAL_RE, (c) => SPECIAL_FOLDS[c] ?? c)
    .replace(GREEK_RE, spellGreek);
}
