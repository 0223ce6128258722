import type { CslDateDto, CslNameDto } from '@inkstone/shared/api/cslReference';
import type { CslItem } from './cslItem.js';

// The biblatex side of a CSL item: entry types and fields chosen so that citation-js, which reads
// Inkstone's imports, maps each back to the same CSL variable (checked by the round-trip tests).

/** CSL type → biblatex entry type, and the CSL type citation-js reads that entry type as. */
const TYPES: Record<string, [string, string]> = {
  'article-journal': ['article', 'article-journal'],
  'paper-conference': ['inproceedings', 'paper-conference'],
  chapter: ['incollection', 'chapter'],
  book: ['book', 'book'],
  thesis: ['thesis', 'thesis'],
  report: ['report', 'report'],
  webpage: ['online', 'webpage'],
  standard: ['standard', 'standard'],
  patent: ['patent', 'patent'],
  dataset: ['dataset', 'dataset'],
  entry: ['inreference', 'entry'],
  manuscript: ['unpublished', 'manuscript'],
  software: ['software', 'software'],
  legislation: ['legislation', 'legislation'],
  motion_picture: ['movie', 'motion_picture'],
  graphic: ['artwork', 'graphic'],
  musical_score: ['music', 'musical_score'],
  personal_communication: ['letter', 'personal_communication'],
  review: ['review', 'review'],
  performance: ['performance', 'performance'],
  legal_case: ['jurisdiction', 'legal_case'],
  document: ['misc', 'document'],
};
const ARTICLE_LIKE = new Set(['article-journal', 'article-magazine', 'article-newspaper', 'periodical']);

/**
 * The entry type of a CSL type; `subtype` names the CSL type when the entry type alone would read
 * back as another one (a newspaper article, a preprint), which biblatexFields.ts reads again.
 */
export function biblatexType(cslType: string): { type: string; subtype: string | null } {
  const known = TYPES[cslType];
  if (known) return { type: known[0], subtype: null };
  if (ARTICLE_LIKE.has(cslType)) return { type: 'article', subtype: cslType.replace('article-', '') };
  return { type: 'misc', subtype: cslType };
}

/** CSL text variables and the biblatex field each is written to; `issue` and `number` depend on the type. */
const TEXT_FIELDS: Array<[string, string]> = [
  ['collection-title', 'series'],
  ['volume', 'volume'],
  ['number-of-volumes', 'volumes'],
  ['page', 'pages'],
  ['number-of-pages', 'pagetotal'],
  ['edition', 'edition'],
  ['publisher', 'publisher'],
  ['publisher-place', 'location'],
  ['event-title', 'eventtitle'],
  ['event-place', 'venue'],
  ['genre', 'type'],
  ['ISBN', 'isbn'],
  ['ISSN', 'issn'],
  ['original-title', 'origtitle'],
  ['original-publisher', 'origpublisher'],
  ['original-publisher-place', 'origlocation'],
  ['note', 'note'],
  ['status', 'pubstate'],
  ['chapter-number', 'chapter'],
  ['part-number', 'part'],
  ['title-short', 'shorttitle'],
  ['container-title-short', 'shortjournal'],
  ['volume-title', 'issuetitle'],
  ['annote', 'annotation'],
  ['call-number', 'library'],
];
const NAME_FIELDS: Array<[string, string]> = [
  ['editor', 'editor'],
  ['translator', 'translator'],
  ['container-author', 'bookauthor'],
];
const DATE_FIELDS: Array<[string, string]> = [
  ['accessed', 'urldate'],
  ['event-date', 'eventdate'],
  ['original-date', 'origdate'],
];

/** `2020-05-06`, a range `2020/2021`, or null for a date without parts. */
export function biblatexDate(date: CslDateDto | undefined): string | null {
  const parts = date?.['date-parts'];
  if (!parts || parts.length === 0) return null;
  const one = (part: number[]) => part.map((n, i) => (i === 0 ? String(n) : String(n).padStart(2, '0'))).join('-');
  return parts.map(one).join('/');
}

/**
 * A name as biblatex writes it: `von Last, Jr, First`; a literal name, or a family name with
 * nothing beside it (an organisation), braced whole so it is not split into given and family.
 */
export function biblatexName(name: CslNameDto, escape: (text: string) => string): string {
  if (name.literal) return `{${escape(name.literal)}}`;
  const family = [name['non-dropping-particle'], name.family].filter(Boolean).join(' ');
  if (family && !name.given && !name.suffix && !name['dropping-particle']) return `{${escape(family)}}`;
  const given = [name.given, name['dropping-particle']].filter(Boolean).join(' ');
  return [family, name.suffix, given]
    .filter(Boolean)
    .map((part) => escape(part!))
    .join(', ');
}

/** The biblatex fields of a CSL item's reference variables (title, authors and ids are the writer's). */
export function referenceFields(item: CslItem, escape: (text: string) => string): Array<[string, string]> {
  const fields: Array<[string, string]> = [];
  const text = (value: unknown) => (typeof value === 'string' && value ? escape(value) : null);
  const isArticle = ARTICLE_LIKE.has(item.type);
  const container = text(item['container-title']);
  if (container)
    fields.push([isArticle ? 'journaltitle' : item.type === 'book' ? 'maintitle' : 'booktitle', container]);
  for (const [variable, field] of TEXT_FIELDS) {
    const value = text(item[variable]);
    if (value) fields.push([field, value]);
  }
  // citation-js reads a book with a `version` as software, so a book's version is left out.
  const version = text(item.version);
  if (version && item.type !== 'book') fields.push(['version', version]);
  const issue = text(item.issue);
  const number = text(item.number);
  if (isArticle && issue) fields.push(['number', issue]);
  if (!isArticle && number) fields.push(['number', number]);
  if (item.type === 'book' && !number && text(item['collection-number'])) {
    fields.push(['number', text(item['collection-number'])!]);
  }
  for (const [variable, field] of NAME_FIELDS) {
    const names = item[variable] as CslNameDto[] | undefined;
    if (names?.length) fields.push([field, names.map((name) => biblatexName(name, escape)).join(' and ')]);
  }
  for (const [variable, field] of DATE_FIELDS) {
    const date = biblatexDate(item[variable] as CslDateDto | undefined);
    if (date) fields.push([field, date]);
  }
  return fields;
}
