import type { CslItem } from './cslItem.js';

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
};

// CSL types Inkstone's BibTeX export names in `entrysubtype` when the entry type alone would read
// back as another (bibtexFields.ts).
const SUBTYPE_CSL_TYPES = new Set([
  'article',
  'periodical',
  'map',
  'broadcast',
  'speech',
  'interview',
  'post',
  'post-weblog',
  'pamphlet',
  'classic',
  'collection',
  'event',
  'hearing',
  'regulation',
  'treaty',
  'bill',
  'entry-dictionary',
  'entry-encyclopedia',
  'figure',
  'song',
]);

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
  return subtype && SUBTYPE_CSL_TYPES.has(subtype) ? subtype : item.type;
}

/**
 * The CSL item of a biblatex entry completed from its text: arXiv eprints (citation-js maps only
 * PubMed ones; written `number: arXiv:…` as Zotero does), language names, newspaper and magazine
 * articles and their journal title, and the CSL type Inkstone's export keeps in `entrysubtype`.
 */
export function withBiblatexFields(item: CslItem, chunk: string): CslItem {
  const patched: CslItem = { ...item, type: typeOf(chunk, item) };
  // citation-js copies `entrysubtype` into the genre; it named the type, not a genre.
  const subtype = biblatexField(chunk, 'entrysubtype');
  if (subtype && patched.genre === subtype) delete patched.genre;
  // citation-js drops the number of a standard (GB/T 7714—2015) and of some other types.
  const number = biblatexField(chunk, 'number');
  if (number && !patched.number && !patched.issue) patched.number = number;
  const eprintType = biblatexField(chunk, 'archiveprefix') ?? biblatexField(chunk, 'eprinttype');
  const eprint = biblatexField(chunk, 'eprint');
  if (eprint && eprintType?.toLowerCase() === 'arxiv' && !patched.number) patched.number = `arXiv:${eprint}`;
  // \quad separates the parts of a standard's title (信息与文献\quad 资源描述); citation-js keeps it.
  if (patched.title?.includes('\\quad')) patched.title = patched.title.replace(/\s*\\quad\s*/g, ' ');
  const language = patched.language?.toLowerCase();
  if (language && LANGUAGES[language]) patched.language = LANGUAGES[language];
  if (patched.type === 'article-newspaper' && !patched['container-title']) {
    const journal = biblatexField(chunk, 'journaltitle') ?? biblatexField(chunk, 'journal');
    if (journal) patched['container-title'] = journal;
  }
  return patched;
}
