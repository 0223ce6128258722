import type { CslItem, CslName } from './cslItem.js';
import { finishOpenRange, gbtIssued } from './gbt7714Dates.js';
import { keyInCodeUnitOrder } from './gbt7714Order.js';
import { asVolumeOfWork, escapeRegExp, withArchiveHolder, withoutYearBeforeHoldings } from './gbt7714Layout.js';
import { nocasePieces } from './nocaseTitle.js';

// What GB/T 7714 asks that the CSL styles leave to the data or cannot express; each rule is checked
// against the standards' own examples (npm run eval:references, docs/benchmarks-references.md).

const isChinese = (item: CslItem) => /^zh\b/i.test(item.language ?? '');
// The reference implementation sentence-cases English titles only (a Russian or French title keeps
// its capitals: "месторождение Рябиновое", "Atmosphères explosives — Partie 20-2").
const isEnglish = (item: CslItem) => /^en\b/i.test(item.language ?? 'en');

// A word written Capitalised (not ALL CAPS, not iPhone) and a subtitle's leading "A".
const CAPITALISED = /(?<=[\s\-–—/:([]|^)(\p{Lu})(\p{Ll}+)(?=[\s,.;:!?)\]'’\-–—/]|$)/gu;
// "E-Government": a lone capital joined to a word by a hyphen.
const CAPITAL_PREFIX = /(?<=[\s:([]|^)(\p{Lu})(?=-\p{L}+)/gu;
const SUBTITLE_A = /(?<=[:：]\s*)A(?=\s)/g;
const ROMAN = /^[IVXLC]+$/;

/**
 * An English title in sentence case, as the standard's examples print it ("Next-generation
 * sequencing: from understanding biology …"): every capitalised word but the title's first is
 * lowered, a subtitle's first too ("E-Government" → "e-government"); acronyms, words with inner
 * capitals and "I" keep theirs.
 */
export function sentenceCase(title: string): string {
  const start = title.search(/\p{L}/u);
  return title
    .replace(CAPITALISED, (word, head: string, rest: string, offset: number) =>
      offset === start || ROMAN.test(word) ? word : head.toLowerCase() + rest,
    )
    .replace(CAPITAL_PREFIX, (head: string, offset: number) => (offset === start ? head : head.toLowerCase()))
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

// A chapter's container is a book, whose title is cased like the chapter's (a journal's or a
// conference's name is not: "Journal of the Neurological Sciences").
const IN_A_BOOK = new Set(['chapter', 'entry-dictionary', 'entry-encyclopedia']);

// A title wholly marked nocase is one printed as its source wrote it (formatReferences.ts).
const isPrintedAsGiven = (item: CslItem) => /^<span class="nocase">.*<\/span>$/.test(item.title ?? '');

// The name variables GB/T styles print.
const NAME_FIELDS = ['author', 'editor', 'translator', 'composer', 'container-author', 'collection-editor'] as const;

/**
 * A name as the standard writes it: a name with no given part (an organisation, 李时珍) is one
 * literal, never cut or upper-cased ("American Water Works Association", not "AMERICAN …"); the
 * lower-case words BibTeX leaves in a given name ("Pieternella H. van der") are initialised like the
 * rest ("Veen P H v d").
 */
function gbtName(name: CslName): CslName {
  const particles = name['non-dropping-particle'] || name['dropping-particle'];
  if (name.family && !name.given && !particles && !name.literal) return { literal: name.family };
  if (!name.given || !/(^|\s)\p{Ll}/u.test(name.given)) return name;
  return { ...name, given: name.given.replace(/(?<=^|\s)(\p{Ll})\p{Ll}*\.?/gu, '$1') };
}

/** The value of a `name: value` line of the item's note (the import keeps fields CSL lacks there). */
function noteLine(item: CslItem, name: string): string | null {
  const note = typeof item.note === 'string' ? item.note : '';
  return new RegExp(`^${name}:\\s*(.+)$`, 'im').exec(note)?.[1]?.trim() ?? null;
}

// Types whose undated entry the 2025 numeric style would date by the access year ("[2025]") where
// the reference implementation prints no date: only online-only kinds show when they were read.
const ACCESS_DATED_TYPES = new Set(['webpage', 'post', 'post-weblog', 'software', 'article', 'dataset']);

/**
 * The item as GB/T styles need it: English titles in sentence case (and the title of the book a
 * chapter is in), editions as numbers ("3rd ed."), abbreviated journal titles without full stops,
 * a proceedings volume laid out as a book, names as the standard writes them, a volume of a
 * Chinese book "第 2 卷" in 2015 (the 2025 style says so itself), the holdings of a periodical with
 * a dash ("1957（1）—1990（4）") in 2025, and an undated work: in the 2015 author-year system
 * "无日期" / "n.d." (§10.2.2; with an access date, the style gives its year in brackets), in 2025
 * the style's own "无日期-a" / "[2025a]"; numbered, no access year unless the work is online only;
 * dates as gbtIssued writes them, an archive's holder as its archive and one volume of a
 * multi-volume work under the work's title (gbt7714Layout.ts).
 */
export function prepareGbtItem(item: CslItem, isAuthorYear: boolean, edition: 2015 | 2025 = 2025): CslItem {
  const prepared: CslItem = { ...item };
  if (isProceedings(item)) prepared.type = 'book';
  if (item.issued) prepared.issued = gbtIssued(item.issued, edition, isAuthorYear);
  else if (!isAuthorYear && edition === 2025 && !ACCESS_DATED_TYPES.has(item.type)) delete prepared.accessed;
  if (isEnglish(item) && item.title) prepared.title = sentenceCaseMarked(item.title);
  const container = item['container-title'];
  if (container && DOTTED_ABBREVIATION.test(container))
    prepared['container-title'] = container.replace(/\./g, '').trim();
  else if (container && isEnglish(item) && IN_A_BOOK.has(item.type) && !isPrintedAsGiven(item))
    prepared['container-title'] = sentenceCase(container);
  const editionNumber = typeof item.edition === 'string' ? EDITION_WORDS[item.edition.trim().toLowerCase()] : undefined;
  if (editionNumber) prepared.edition = editionNumber;
  // The responsible party of a patent is its holder (专利申请者或所有者), not its inventors.
  const holder = item.type === 'patent' ? noteLine(item, 'holder') : null;
  if (holder) prepared.author = holder.split(/;\s*/).map((name) => ({ literal: name }));
  for (const field of NAME_FIELDS) {
    const names = prepared[field];
    if (Array.isArray(names)) prepared[field] = (names as CslName[]).map(gbtName);
  }
  const volume = typeof item.volume === 'string' ? item.volume.trim() : '';
  if (
    edition === 2015 &&
    isChinese(item) &&
    /^\d+$/.test(volume) &&
    item.type !== 'periodical' &&
    !/^article/.test(item.type)
  )
    prepared.volume = `第 ${volume} 卷`;
  if (edition === 2025 && item.type === 'periodical' && volume)
    prepared.volume = volume.replace(/(?<=[\d)）])\s*-/g, '—');
  if (isAuthorYear) prepared['citation-key'] = keyInCodeUnitOrder(item.id);
  return asVolumeOfWork(withArchiveHolder(prepared));
}

// 2015 examples print Chinese entries with ASCII colons, commas, semicolons, question marks and
// brackets ("中华移植杂志 (电子版)", "雾霾来袭, 如何突围?"); the
// 2025 edition asks for full-width punctuation in Chinese references, which the 2025 style writes.
const HALF_WIDTH_2015: Array<[RegExp, string]> = [
  [/：\s*/g, ': '],
  [/；\s*/g, '; '],
  [/，\s*/g, ', '],
  [/？/g, '?'],
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

/**
 * `text` with `rules` applied outside links and outside the item's number, an identifier kept as
 * its issuer writes it ("ISO/IEC 80079-20-2:2016(fr)").
 */
function punctuate(text: string, rules: Array<[RegExp, string]>, item: CslItem): string {
  const number = typeof item.number === 'string' ? item.number.trim() : '';
  const kept = number ? new RegExp(`(${LINK.source.slice(1, -1)}|${escapeRegExp(number)})`) : LINK;
  return text
    .split(kept)
    .map((part, i) => (i % 2 === 1 ? part : rules.reduce((out, [pattern, to]) => out.replace(pattern, to), part)))
    .join('');
}

const hasSuffixedName = (item: CslItem) =>
  NAME_FIELDS.some(
    (field) =>
      Array.isArray(item[field]) && (item[field] as Array<CslName & { suffix?: string }>).some((name) => name.suffix),
  );

/**
 * The formatted entry finished for the standard (`item` as given, before prepareGbtItem): a
 * proceedings volume is [C], an untitled fragment loses the lone type code the style prints for it
 * ("李时珍. [M]." → "李时珍."), a DOI or CSTR already in the URL is not repeated, a name's suffix follows a
 * comma ("Sodeman W A, Jr"), a version is "V2", a serial's year is not said twice (2015), an open
 * range keeps its dash before the letter ("1883—a"), a 2015 Chinese entry takes half-width colons
 * and parentheses, a 2025 entry full-width ones.
 */
export function finishGbtText(text: string, item: CslItem, edition: 2015 | 2025, isAuthorYear = false): string {
  let out = isProceedings(item) ? text.replace(/\[M(\/OL)?\]/, '[C$1]') : text;
  if (!item.title) out = out.replace(/(^(?:\[\d+\]\s*)?|\.\s*)\[[A-Z]{1,2}(\/OL)?\]\.\s*/, '$1').trim();
  const url = typeof item.URL === 'string' ? item.URL.toLowerCase() : '';
  const doi = typeof item.DOI === 'string' ? item.DOI : '';
  if (doi && url.includes(doi.toLowerCase())) out = out.replace(/\s*DOI\s*[:：]\s*\S+$/i, '');
  const cstr = noteLine(item, 'CSTR');
  if (cstr && url.includes(cstr.toLowerCase())) out = out.replace(/\.\s*CSTR\s*[:：]\s*\S+$/i, '.');
  // "Sodeman W A, Jr": a name's suffix follows the initials after a comma (citeproc writes a space).
  if (hasSuffixedName(item)) out = out.replace(/(?<=\b\p{Lu}) (Jr|Sr|I{2,3}|IV)\b/gu, ', $1');
  // A version is "V2" (the Chinese layout's abbreviation; the English one spells out "Version").
  if (item.version) out = out.replace(/\bVersion\s*(?=\d)/g, 'V');
  // citeproc makes apostrophes typographic; the standard's examples keep the typed one.
  if (!isChinese(item)) out = out.replace(/(?<=\p{L})’(?=\p{L})/gu, "'");
  if (edition === 2015) out = withoutYearBeforeHoldings(out, item);
  if (isAuthorYear) out = finishOpenRange(out, item, edition);
  if (edition === 2015 && isChinese(item)) out = punctuate(out, HALF_WIDTH_2015, item);
  if (edition === 2025) out = punctuate(out, FULL_WIDTH_2025, item);
  return out;
}
