import type {
  CiteReq,
  CiteRes,
  CitationStylesRes,
  CorpusStatusRes,
  ExportReferencesReq,
  FormatReferencesReq,
  FormatReferencesRes,
  LibraryEntryDto,
  LibraryImportReq,
  LibraryImportRes,
  LibraryListReq,
  LibraryListRes,
  LibrarySaveReq,
  LibrarySaveRes,
  LibraryTagsRes,
  LibraryUpdateReq,
  PaperDto,
  PaperSearchRes,
  ReadReferencesReq,
  ReadReferencesRes,
} from '@inkstone/shared/api/papers';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost, apiRequest } from '../../lib/apiClient';
import { downloadReferences } from './downloadReferences';

const itemPath = (id: string) => V1.papers.libraryItem.replace(':id', encodeURIComponent(id));

/** GET /v1/papers/library: a page of the user's library. */
export function fetchLibrary(query: Partial<LibraryListReq>, signal?: AbortSignal): Promise<LibraryListRes> {
  const params = Object.fromEntries(Object.entries(query).filter(([, value]) => value !== undefined && value !== ''));
  return apiGet<LibraryListRes>(V1.papers.library, { query: params, signal });
}

/**
 * POST /v1/papers/library: saves a paper (e.g. a search result) to the library. When the library
 * already has it (same DOI, arXiv id or title/author/year) the existing entry comes back with
 * `isExisting: true`.
 */
export function saveToLibrary(
  paper: PaperDto | Omit<PaperDto, 'bibkey'>,
  extra: Pick<LibrarySaveReq, 'tags' | 'note'> = {},
): Promise<LibrarySaveRes> {
  return apiPost<LibrarySaveRes>(V1.papers.library, { paper, ...extra });
}

/** PATCH /v1/papers/library/:id: replaces the entry's tags and/or note. */
export function updateLibraryEntry(id: string, patch: LibraryUpdateReq): Promise<LibraryEntryDto> {
  return apiRequest<LibraryEntryDto>(itemPath(id), { method: 'PATCH', body: patch });
}

/** DELETE /v1/papers/library/:id. */
export function deleteLibraryEntry(id: string): Promise<null> {
  return apiRequest<null>(itemPath(id), { method: 'DELETE' });
}

/** POST /v1/papers/library/import: a BibTeX, RIS or CSL-JSON file's text; per-entry results. */
export function importToLibrary(req: LibraryImportReq): Promise<LibraryImportRes> {
  return apiPost<LibraryImportRes>(V1.papers.libraryImport, req);
}

/** GET /v1/papers/library/tags: tags with counts. */
export function fetchLibraryTags(signal?: AbortSignal): Promise<LibraryTagsRes> {
  return apiGet<LibraryTagsRes>(V1.papers.libraryTags, { signal });
}

/** GET /v1/papers/styles: the citation styles references can be formatted in. */
export function fetchCitationStyles(signal?: AbortSignal): Promise<CitationStylesRes> {
  return apiGet<CitationStylesRes>(V1.papers.styles, { signal });
}

/** POST /v1/papers/format: formatted references (text and HTML) for papers or library bibkeys. */
export function formatReferences(req: FormatReferencesReq, signal?: AbortSignal): Promise<FormatReferencesRes> {
  return apiPost<FormatReferencesRes>(V1.papers.format, req, { signal });
}

/** POST /v1/papers/search: papers from the built-in corpus and the live sources for a query. */
export function searchLiterature(query: string, signal?: AbortSignal): Promise<PaperSearchRes> {
  return apiPost<PaperSearchRes>(V1.papers.search, { query, limit: 20 }, { signal });
}

/** POST /v1/papers/cite: a note's citations rendered in its style, with the bibliography of what they cite. */
export function citeNote(req: CiteReq, signal?: AbortSignal): Promise<CiteRes> {
  return apiPost<CiteRes>(V1.papers.cite, req, { signal });
}

/** POST /v1/papers/references/read: CSL-JSON items an imported document carries, as note copies (nothing is saved). */
export function readReferences(req: ReadReferencesReq, signal?: AbortSignal): Promise<ReadReferencesRes> {
  return apiPost<ReadReferencesRes>(V1.papers.readReferences, req, { signal });
}

/** GET /v1/papers/corpus: the built-in corpus's state and the attribution lines to show. */
export function fetchCorpusStatus(signal?: AbortSignal): Promise<CorpusStatusRes> {
  return apiGet<CorpusStatusRes>(V1.papers.corpus, { signal });
}

/** Downloads a BibTeX file of the given papers, library bibkeys, or (neither) the whole library. */
export function exportBibtex(selection: Omit<ExportReferencesReq, 'format'> = {}): Promise<void> {
  return downloadReferences({ ...selection, format: 'bibtex' });
}

/** Downloads the references in any supported file format. */
export function exportReferences(req: ExportReferencesReq): Promise<void> {
  return downloadReferences(req);
}
