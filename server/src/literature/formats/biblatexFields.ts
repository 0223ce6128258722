import { CSL_TYPES } from '@inkstone/shared/api/cslReference';
import type { CslItem } from './cslItem.js';
import { markNocase } from './nocaseTitle.js';

// citation-js reads most biblatex fields; these are the ones it drops or reads loosely, taken from
// the entry's own text.

/** `field = {value}` or `field = "value"` of one entry (one level of inner braces), or null. */
export function biblatexField(chunk: string, field: string): string | null {
  const match = new RegExp(`[,{\\s]${field}\\s*=\\s*(?:\\{((?:[^{}]|\\{[^{}]*\\})*)\\}|"([^"]*)")`, 'i').exec(chunk);
  const value = (match?.[1] ?? match?.[2])?.replace(/[{}]/g, '').trim();
  return value || null;
}

const entryType = (chunk: string) => /^\s*@(\w+)/.exec(chunk)?.[1]?.toLowerCase() ?? '';

// biblatex's langid names → BCP 47 (the styles choose 等 or et al. by the item's language).
const LANGUAGES: Record<string, string> = {
  english: 'en',
  american: 'en',
  british: 'en',
  chinese: 'zh',
  russian: 'ru',
  japanese: 'ja',
  french: 'fr',
  german: 'de',
  ngerman: 'de',
  spanish: 'es',
  italian: 'it',
  korean: 'ko',
  portuguese: 'pt',
  brazilian: 'pt-BR',
  dutch: 'nl',
  swedish: 'sv',
  danish: 'da',
  norwegian: 'no',
  finnish: 'fi',
  polish: 'pl',
  czech: 'cs',
  turkish: 'tr',
  greek: 'el',
  ukrainian: 'uk',
  vietnamese: 'vi',
  arabic: 'ar',
  hebrew: 'he',
};

/**
 * A `url` field as its link: citation-js percent-encodes the whole value, so an escape already in it
 * ("?ty%3Dmap") came out as "%253D" and LaTeX's `\%`, `\_` as "%5C…". Here LaTeX's escapes are
 * undone and only what a URL cannot hold (spaces, non-ASCII) is encoded.
 */
function urlAsWritten(value: string): string {
  return value.replace(/\\([%_&#$~])/g, '$1').replace(/[^\x21-\x7e]+/g, (text) => encodeURIComponent(text));
}

// One word with two capitals or an inner one (BERT:, DNA, iPhone): case rules keep it as it is, and
// Inkstone's BibTeX export braces such words by itself, so marking them would add nothing.
const KEEPS_CASE_ANYWAY = /^(\S*\p{Lu}\S*\p{Lu}\S*|\p{Ll}+\p{Lu}\S*)$/u;

/**
 * The brace-protected parts of the entry's title, as plain text: `{Kurosegawa Belt}`, `{NLP}`; a
 * group that is a LaTeX command's argument (`\\emph{x}`) or holds one is left out.
 */
export function protectedParts(chunk: string): string[] {
  const field = /[,{\s]title\s*=\s*\{/i.exec(chunk);
  if (!field) return [];
  const parts: string[] = [];
  let depth = 1;
  let start = -1;
  for (let i = field.index + field[0].length; i < chunk.length && depth > 0; i++) {
    const char = chunk[i];
    if (char === '{') {
      depth += 1;
      if (depth === 2 && chunk[i - 1] !== '\\' && !/\\[a-zA-Z]+\s*$/.test(chunk.slice(0, i))) start = i + 1;
    } else if (char === '}') {
      if (depth === 2 && start !== -1) parts.push(chunk.slice(start, i));
      if (depth === 2) start = -1;
      depth -= 1;
    }
  }
  return parts
    .map((part) => part.trim())
    .filter((part) => part && !/[\\{}]/.test(part) && !KEEPS_CASE_ANYWAY.test(part));
}

// biblatex fields with no CSL variable, kept as note lines under these names.
const NOTE_FIELDS: Array<[string, string]> = [
  ['cstr', 'CSTR'],
  ['holder', 'holder'],
];

/**
 * The date as written when citation-js keeps only its year: a year with a note ("1865（清同治四年）")
 * or the open range of a periodical still published (`date = {1984/}`, `year = {1984-}`).
 */
function rawIssued(chunk: string): string | null {
  const date = biblatexField(chunk, 'date');
  if (date && /^\d{4}\/$/.test(date)) return date;
  const year = biblatexField(chunk, 'year');
  if (!year || /^\d{4}$/.test(year)) return null;
  return /^\d{4}\s*-$/.test(year) || /^\d{4}\s*[^\d\s/-]/u.test(year) ? year : null;
}

/** The item's type where biblatex says more than citation-js reads (newspapers, magazines, subtypes). */
function typeOf(chunk: string, item: CslItem): string {
  const type = entryType(chunk);
  const subtype = biblatexField(chunk, 'entrysubtype')?.toLowerCase();
  if (type === 'newspaper' || (type === 'article' && subtype === 'newspaper')) return 'article-newspaper';
  if (type === 'article' && subtype === 'magazine') return 'article-magazine';
  if (type === 'periodical') return 'periodical';
  // CSL has no type for a whole proceedings volume; GB/T 7714 marks it [C] like its papers.
  if (type === 'proceedings') return 'paper-conference';
  if (type === 'preprint') return 'article';
  if (type === 'map') return 'map';
  // An archival document (gbt7714's @archive): [A], dated in full like a letter.
  if (type === 'archive') return 'manuscript';
  // Inkstone's BibTeX export names the CSL type in `entrysubtype` when the entry type alone would
  // read back as another (bibtexFields.ts).
  return subtype && CSL_TYPES.has(subtype) ? subtype : item.type;
}

/**
 * The CSL item of a biblatex entry completed from its text: arXiv eprints (citation-js maps only
 * PubMed ones; written `number: arXiv:…` as Zotero does), language names, newspaper and magazine
 * articles and their journal title, the CSL type Inkstone's export keeps in `entrysubtype`, the
 * title's brace-protected words (marked nocase), a map's scale and size, an archival document, a
 * year written with a note or as an open range, and the fields CSL lacks (CSTR, a patent's holder)
 * as note lines.
 */
export function withBiblatexFields(item: CslItem, chunk: string): CslItem {
  const patched: CslItem = { ...item, type: typeOf(chunk, item) };
  // citation-js copies `entrysubtype` into the genre; it named the type, not a genre.
  const subtype = biblatexField(chunk, 'entrysubtype');
  if (subtype && patched.genre === subtype) delete patched.genre;
  const url = biblatexField(chunk, 'url');
  if (url && patched.URL) patched.URL = urlAsWritten(url);
  // citation-js drops the number of a standard (GB/T 7714—2015) and of some other types.
  const number = biblatexField(chunk, 'number');
  if (number && !patched.number && !patched.issue) patched.number = number;
  const eprintType = biblatexField(chunk, 'archiveprefix') ?? biblatexField(chunk, 'eprinttype');
  const eprint = biblatexField(chunk, 'eprint');
  if (eprint && eprintType?.toLowerCase() === 'arxiv' && !patched.number) patched.number = `arXiv:${eprint}`;
  // A preprint's repository (bioRxiv, ChinaXiv …) is its publisher, as Zotero's "Repository" is.
  if (eprintType && patched.type === 'article' && !patched.publisher) patched.publisher = eprintType;
  // \quad separates the parts of a title (信息与文献\quad 资源描述, 中国科学：D 辑\quad 地球科学);
  // citation-js keeps it.
  for (const field of ['title', 'container-title', 'collection-title'] as const) {
    const value = patched[field];
    if (typeof value === 'string' && value.includes('\\quad')) patched[field] = value.replace(/\s*\\quad\s*/g, ' ');
  }
  if (patched.title) patched.title = markNocase(patched.title, protectedParts(chunk));
  // Fields CSL has no variable for go where Zotero users put them, the note ("Extra"), one
  // `name: value` line each: citeproc-js reads `CSTR:` from there (the GB/T 2025 styles print it),
  // and the GB/T rules read a patent's `holder:` (gbt7714Rules.ts).
  const extra = NOTE_FIELDS.flatMap(([field, name]) => {
    const value = biblatexField(chunk, field);
    return value ? [`${name}: ${value.replace(/\s+and\s+/g, '; ')}`] : [];
  });
  if (extra.length > 0) patched.note = [patched.note, ...extra].filter(Boolean).join('\n');
  for (const field of ['scale', 'dimensions'] as const) {
    const value = biblatexField(chunk, field);
    if (value && !patched[field]) patched[field] = value;
  }
  // Kept as its year (what other styles print, and what the library's year matches) and as written.
  const issuedRaw = rawIssued(chunk);
  if (issuedRaw) patched.issued = { 'date-parts': [[Number(issuedRaw.slice(0, 4))]], raw: issuedRaw };
  const language = patched.language?.toLowerCase();
  if (language && LANGUAGES[language]) patched.language = LANGUAGES[language];
  if (patched.type === 'article-newspaper' && !patched['container-title']) {
    const journal = biblatexField(chunk, 'journaltitle') ?? biblatexField(chunk, 'journal');
    if (journal) patched['container-title'] = journal;
  }
  return patched;
}
