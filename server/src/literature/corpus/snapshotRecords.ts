import { normalizeArxivId, normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperAuthor, type PaperInput } from '../paper.js';
import { fromOpenAlexWork, type OpenAlexWork } from '../sources/openAlexNormalize.js';

type JsonRecord = Record<string, unknown>;

/** True for a record of the arXiv metadata snapshot (Kaggle `arxiv-metadata-oai-snapshot.json`). */
export function isArxivSnapshotRecord(r: JsonRecord): boolean {
  return 'authors_parsed' in r || ('submitter' in r && 'categories' in r);
}

/** True for an OpenAlex works snapshot record (`https://openalex.org/W…` id). */
export function isOpenAlexWork(r: JsonRecord): boolean {
  return typeof r.id === 'string' && /^https:\/\/openalex\.org\/W\d+$/.test(r.id);
}

/** Year of the first version (`versions[0].created`, an RFC 2822 date), else of `update_date`. */
function arxivYear(r: JsonRecord): number | null {
  const versions = Array.isArray(r.versions) ? (r.versions as Array<{ created?: string }>) : [];
  const date = Date.parse(versions[0]?.created ?? (typeof r.update_date === 'string' ? r.update_date : ''));
  return Number.isNaN(date) ? null : new Date(date).getUTCFullYear();
}

/** `authors_parsed` rows are [family, given, suffix]. */
function arxivAuthors(r: JsonRecord): PaperAuthor[] {
  if (!Array.isArray(r.authors_parsed)) return [];
  return (r.authors_parsed as string[][])
    .filter((parts) => Array.isArray(parts) && parts[0])
    .map(([family, given]) => (given ? { given: given.trim(), family: family!.trim() } : { family: family!.trim() }));
}

const clean = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.replace(/\s+/g, ' ').trim() : null;

/** A paper from an arXiv metadata snapshot record. */
export function fromArxivSnapshotRecord(r: JsonRecord): PaperInput {
  const arxivId = normalizeArxivId(clean(r.id));
  return {
    ...emptyPaper(clean(r.title) ?? ''),
    authors: arxivAuthors(r),
    year: arxivYear(r),
    venue: clean(r['journal-ref']),
    abstract: clean(r.abstract),
    doi: normalizeDoi(clean(r.doi)),
    arxivId,
    url: arxivId ? `https://arxiv.org/abs/${arxivId}` : null,
    pdfUrl: arxivId ? `https://arxiv.org/pdf/${arxivId}` : null,
    language: 'en',
    keywords: clean(r.categories)?.split(' ') ?? [],
    sources: [{ source: 'arxiv', id: arxivId ?? String(r.id) }],
  };
}

/** A paper from an OpenAlex works snapshot record (same shape as the API's work object). */
export function fromOpenAlexSnapshotRecord(r: JsonRecord): PaperInput {
  return fromOpenAlexWork(r as unknown as OpenAlexWork);
}
