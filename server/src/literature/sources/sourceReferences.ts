import type { CslReference } from '@inkstone/shared/api/cslReference';
import { toCslReference } from '../formats/cslReference.js';
import type { OpenAlexWork } from './openAlexNormalize.js';

// The outside sources' work types → CSL types. Crossref's list:
// https://api.crossref.org/types; OpenAlex's: https://docs.openalex.org/api-entities/works/work-object#type
const SOURCE_TYPES: Record<string, string> = {
  'journal-article': 'article-journal',
  'proceedings-article': 'paper-conference',
  'book-chapter': 'chapter',
  'book-section': 'chapter',
  'book-part': 'chapter',
  'edited-book': 'book',
  monograph: 'book',
  'reference-book': 'book',
  book: 'book',
  'posted-content': 'article',
  preprint: 'article',
  dissertation: 'thesis',
  report: 'report',
  'report-component': 'report',
  standard: 'standard',
  dataset: 'dataset',
  'reference-entry': 'entry-encyclopedia',
  article: 'article-journal',
  review: 'article-journal',
  letter: 'article-journal',
  editorial: 'article-journal',
};

/** The CSL type of a source's type name, or `fallback`. */
export function sourceCslType(type: string | null | undefined, fallback: string): string {
  return (type && SOURCE_TYPES[type]) || fallback;
}

/** "853" and "858" → "853-858"; one page alone; nothing without a first page. */
export function pageRange(first: string | null | undefined, last: string | null | undefined): string | undefined {
  const start = first?.trim();
  const end = last?.trim();
  if (!start) return undefined;
  return end && end !== start ? `${start}-${end}` : start;
}

/** A Crossref work is CSL-JSON already, apart from its type names and its list-valued titles. */
export function crossrefReference(work: Record<string, unknown>): CslReference {
  const first = (value: unknown) => (Array.isArray(value) ? (value[0] as unknown) : value);
  return toCslReference({
    ...work,
    type: sourceCslType(typeof work.type === 'string' ? work.type : null, 'article-journal'),
    'container-title': first(work['container-title']),
    'container-title-short': first(work['short-container-title']),
    ISSN: first(work.ISSN),
    ISBN: first(work.ISBN),
    page: work.page ?? work['article-number'],
    event: (work.event as { name?: unknown } | undefined)?.name,
  });
}

/** What an OpenAlex work tells of its reference: type, volume, issue, pages, source ISSN and publisher. */
export function openAlexReference(
  work: Pick<OpenAlexWork, 'type' | 'biblio' | 'publication_date' | 'primary_location'>,
): CslReference {
  const date = /^(\d{4})-(\d\d)-(\d\d)$/.exec(work.publication_date ?? '');
  return toCslReference({
    type: sourceCslType(work.type, 'article-journal'),
    volume: work.biblio?.volume,
    issue: work.biblio?.issue,
    page: pageRange(work.biblio?.first_page, work.biblio?.last_page),
    ISSN: work.primary_location?.source?.issn_l,
    publisher: work.primary_location?.source?.host_organization_name,
    issued: date ? { 'date-parts': [date.slice(1).map(Number)] } : undefined,
  });
}
