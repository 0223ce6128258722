import type { CslItem } from './cslItem.js';

// What GB/T 7714 asks that the CSL styles leave to the data or cannot express; each rule is checked
// against the standards' own examples (npm run eval:references, docs/benchmarks-references.md).

const isChinese = (item: CslItem) => /^zh\b/i.test(item.language ?? '');

// A word written Capitalised (not ALL CAPS, not iPhone, not a Roman numeral) after the first word.
const CAPITALISED = /(?<=[\s\-–/:(]|^)(\p{Lu})(\p{Ll}+)(?=[\s,.;:!?)'’\-–/]|$)/gu;
const ROMAN = /^[IVXLC]+$/;

/**
 * An English title in sentence case, as the standard's examples print it ("Next-generation
 * sequencing: from understanding biology …"): every capitalised word but the first is lowered;
 * acronyms, words with inner capitals and one-letter words (I, A) keep theirs.
 */
export function sentenceCase(title: string): string {
  let isFirst = true;
  return title.replace(CAPITALISED, (word, head: string, rest: string, offset: number) => {
    const keep = isFirst || offset === 0 || ROMAN.test(word);
    isFirst = false;
    return keep ? word : head.toLowerCase() + rest;
  });
}

const EDITION_WORDS: Record<string, string> = {
  first: '1',
  second: '2',
  third: '3',
  fourth: '4',
  fifth: '5',
  sixth: '6',
  seventh: '7',
  eighth: '8',
  ninth: '9',
  tenth: '10',
};

/** The item as GB/T styles need it: English titles in sentence case, editions as numbers ("3rd ed."). */
export function prepareGbtItem(item: CslItem): CslItem {
  const prepared: CslItem = { ...item };
  if (!isChinese(item) && item.title) prepared.title = sentenceCase(item.title);
  const edition = typeof item.edition === 'string' ? EDITION_WORDS[item.edition.trim().toLowerCase()] : undefined;
  if (edition) prepared.edition = edition;
  return prepared;
}

// 2015 examples print Chinese entries with ASCII colons and brackets ("中华移植杂志 (电子版)"); the
// 2025 edition asks for full-width punctuation in Chinese references, which the 2025 style writes.
const HALF_WIDTH_2015: Array<[RegExp, string]> = [
  [/：\s*/g, ': '],
  [/\s*（/g, ' ('],
  [/）/g, ')'],
];

/**
 * The formatted entry finished for the standard: an untitled fragment loses the lone type code the
 * style prints for it ("李时珍. [M]." → "李时珍."), a DOI already in the URL is not repeated, and a
 * 2015 Chinese entry takes half-width colons and parentheses.
 */
export function finishGbtText(text: string, item: CslItem, edition: 2015 | 2025): string {
  let out = text;
  if (!item.title) out = out.replace(/(^|\.\s*)\[[A-Z]{1,2}(\/OL)?\]\.\s*/, '$1').trim();
  const doi = typeof item.DOI === 'string' ? item.DOI : '';
  if (doi && typeof item.URL === 'string' && item.URL.toLowerCase().includes(doi.toLowerCase())) {
    out = out.replace(/\s*DOI\s*[:：]\s*\S+$/i, '');
  }
  if (edition === 2015 && isChinese(item)) {
    for (const [pattern, replacement] of HALF_WIDTH_2015) out = out.replace(pattern, replacement);
  }
  return out;
}
