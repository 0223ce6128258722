import type { CslItem } from './cslItem.js';
import { nocasePieces } from './nocaseTitle.js';

// What GB/T 7714 asks that the CSL styles leave to the data or cannot express; each rule is checked
// against the standards' own examples (npm run eval:references, docs/benchmarks-references.md).

const isChinese = (item: CslItem) => /^zh\b/i.test(item.language ?? '');

// A word written Capitalised (not ALL CAPS, not iPhone) and a subtitle's leading "A".
const CAPITALISED = /(?<=[\s\-–/:([]|^)(\p{Lu})(\p{Ll}+)(?=[\s,.;:!?)\]'’\-–/]|$)/gu;
const SUBTITLE_A = /(?<=[:：]\s*)A(?=\s)/g;
const ROMAN = /^[IVXLC]+$/;

/**
 * An English title in sentence case, as the standard's examples print it ("Next-generation
 * sequencing: from understanding biology …"): every capitalised word but the title's first is
 * lowered, a subtitle's first too; acronyms, words with inner capitals and "I" keep theirs.
 */
export function sentenceCase(title: string): string {
  const start = title.search(/\p{L}/u);
  return title
    .replace(CAPITALISED, (word, head: string, rest: string, offset: number) =>
      offset === start || ROMAN.test(word) ? word : head.toLowerCase() + rest,
    )
    .replace(SUBTITLE_A, 'a');
}

/** sentenceCase of the free text of a title whose nocase parts (BibTeX's braces) keep their case. */
function sentenceCaseMarked(title: string): string {
  let isStart = true;
  return nocasePieces(title)
    .map(([text, isNocase]) => {
      const cased = isNocase
        ? `<span class="nocase">${text}</span>`
        : isStart
          ? sentenceCase(text)
          : sentenceCase(`x ${text}`).slice(2);
      isStart = false;
      return cased;
    })
    .join('');
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

// "Br. Med. J.": an abbreviated journal title, written without full stops (§8.1.3's "Br Med J").
const DOTTED_ABBREVIATION = /^(\p{L}{1,8}\.\s*)+$/u;

/** A whole proceedings volume: a conference "paper" that is in no container ([C], printed as a book). */
const isProceedings = (item: CslItem) =>
  item.type === 'paper-conference' && !item['container-title'] && !item['event-title'];

/**
 * The item as GB/T styles need it: English titles in sentence case, editions as numbers ("3rd
 * ed."), abbreviated journal titles without full stops, a proceedings volume laid out as a book,
 * and in the author-year system "无日期" / "n.d." for an undated work (§10.2.2).
 */
export function prepareGbtItem(item: CslItem, isAuthorYear: boolean): CslItem {
  const prepared: CslItem = { ...item };
  if (isProceedings(item)) prepared.type = 'book';
  if (isAuthorYear && !item.issued) prepared.issued = { literal: isChinese(item) ? '无日期' : 'n.d.' };
  if (!isChinese(item) && item.title) prepared.title = sentenceCaseMarked(item.title);
  const container = item['container-title'];
  if (container && DOTTED_ABBREVIATION.test(container))
    prepared['container-title'] = container.replace(/\./g, '').trim();
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
// The 2025 reference implementation writes commas, colons and parentheses full-width in every
// entry ("Yu Y，Pan E，Wang X，et al. Unmixing before fusion：a …"), URLs and DOIs excepted.
const FULL_WIDTH_2025: Array<[RegExp, string]> = [
  [/,\s*/g, '，'],
  [/:\s+/g, '：'],
  [/\s*\(/g, '（'],
  [/\)/g, '）'],
];
const LINK = /(https?:\/\/\S+|DOI:\S+|CSTR:\S+)/;

function punctuate(text: string, rules: Array<[RegExp, string]>): string {
  return text
    .split(LINK)
    .map((part, i) => (i % 2 === 1 ? part : rules.reduce((out, [pattern, to]) => out.replace(pattern, to), part)))
    .join('');
}

/**
 * The formatted entry finished for the standard (`item` as given, before prepareGbtItem): a
 * proceedings volume is [C], an untitled fragment loses the lone type code the style prints for it
 * ("李时珍. [M]." → "李时珍."), a DOI already in the URL is not repeated, a 2015 Chinese entry takes
 * half-width colons and parentheses, a 2025 entry full-width ones.
 */
export function finishGbtText(text: string, item: CslItem, edition: 2015 | 2025): string {
  let out = isProceedings(item) ? text.replace(/\[M(\/OL)?\]/, '[C$1]') : text;
  if (!item.title) out = out.replace(/(^(?:\[\d+\]\s*)?|\.\s*)\[[A-Z]{1,2}(\/OL)?\]\.\s*/, '$1').trim();
  const doi = typeof item.DOI === 'string' ? item.DOI : '';
  if (doi && typeof item.URL === 'string' && item.URL.toLowerCase().includes(doi.toLowerCase())) {
    out = out.replace(/\s*DOI\s*[:：]\s*\S+$/i, '');
  }
  // citeproc makes apostrophes typographic; the standard's examples keep the typed one.
  if (!isChinese(item)) out = out.replace(/(?<=\p{L})’(?=\p{L})/gu, "'");
  if (edition === 2015 && isChinese(item)) out = punctuate(out, HALF_WIDTH_2015);
  if (edition === 2025) out = punctuate(out, FULL_WIDTH_2025);
  return out;
}
