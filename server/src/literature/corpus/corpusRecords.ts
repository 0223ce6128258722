import { parseAuthorName } from '../authorName.js';
import { cslTypeOf, paperKind } from '../formats/cslType.js';
import { normalizeDoi } from '../identifiers.js';
import { emptyPaper, type PaperInput } from '../paper.js';
import {
  fromArxivSnapshotRecord,
  fromOpenAlexSnapshotRecord,
  isArxivSnapshotRecord,
  isOpenAlexWork,
} from './snapshotRecords.js';

type JsonRecord = Record<string, unknown>;

function str(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.map(str).filter((s): s is string => s !== null) : [];
}

/** An ACL Anthology record (`id`, `title`, `authors`, `year`, `venue`, `publisher`, `doi`, `url`, `abstract`). */
function fromAclRecord(r: JsonRecord): PaperInput {
  const venue = str(r.venue);
  const publisher = str(r.publisher);
  return {
    ...emptyPaper(str(r.title) ?? ''),
    authors: strings(r.authors).map(parseAuthorName),
    year: typeof r.year === 'number' ? r.year : null,
    venue,
    abstract: str(r.abstract),
    doi: normalizeDoi(str(r.doi)),
    url: str(r.url),
    language: 'en',
    sources: [{ source: 'acl', id: String(r.id) }],
    csl: publisher ? { type: cslTypeOf(paperKind({ venue, arxivId: null })), publisher } : null,
  };
}

/** A CSL record (`id`, `title`, `abstract`, `keywords`, `category`, `discipline`): Chinese, no authors or year. */
function fromCslRecord(r: JsonRecord): PaperInput {
  return {
    ...emptyPaper(str(r.title) ?? ''),
    abstract: str(r.abstract),
    keywords: strings(r.keywords),
    language: 'zh',
    sources: [{ source: 'csl', id: String(r.id) }],
  };
}

/** A BEIR corpus record (`_id`, `title`, `text`); `source` names the dataset (e.g. `scifact`). */
function fromBeirRecord(r: JsonRecord, source: string): PaperInput {
  return {
    ...emptyPaper(str(r.title) ?? ''),
    abstract: str(r.text),
    language: 'en',
    sources: [{ source, id: String(r._id) }],
  };
}

/**
 * Picks the mapper by the record's shape: BEIR has `_id`, CSL has `discipline`, the arXiv snapshot
 * `authors_parsed`, OpenAlex an `https://openalex.org/W…` id, ACL the rest.
 */
export function fromCorpusRecord(r: JsonRecord, beirSource = 'beir'): PaperInput {
  if ('_id' in r) return fromBeirRecord(r, beirSource);
  if (isArxivSnapshotRecord(r)) return fromArxivSnapshotRecord(r);
  if (isOpenAlexWork(r)) return fromOpenAlexSnapshotRecord(r);
  if ('discipline' in r || 'category' in r) return fromCslRecord(r);
  return fromAclRecord(r);
}
