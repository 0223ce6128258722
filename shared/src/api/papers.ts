import { z } from 'zod';
import { Page, PageSize } from './common.js';
import { CslReference } from './cslReference.js';
import { PassageHitDto } from './file.js';
import { PAPER_LIMITS, PAPER_YEAR } from './paperLimits.js';

export { isPaperYear, PAPER_LIMITS, PAPER_YEAR } from './paperLimits.js';

/** An author: a structured name, or one literal name when it cannot be split (e.g. 张三). */
export const PaperAuthorDto = z.union([
  z.object({
    given: z.string().max(PAPER_LIMITS.authorName).optional(),
    family: z.string().max(PAPER_LIMITS.authorName),
  }),
  z.object({ name: z.string().max(PAPER_LIMITS.authorName) }),
]);
export type PaperAuthorDto = z.infer<typeof PaperAuthorDto>;

/** Where a record came from, with that source's own id. */
export const PaperSourceDto = z.object({
  source: z.string().max(PAPER_LIMITS.sourceName),
  id: z.string().max(PAPER_LIMITS.sourceId),
});

/**
 * The one paper shape of the API (server literature/paper.ts mirrors it): the library, the
 * paper-search agent's bibList/bibDict and the writing flow all carry papers like this.
 */
export const PaperDto = z.object({
  bibkey: z.string().min(1).max(PAPER_LIMITS.bibkey),
  title: z.string().min(1).max(PAPER_LIMITS.title),
  authors: z.array(PaperAuthorDto).max(PAPER_LIMITS.authors),
  year: z.number().int().min(PAPER_YEAR.min).max(PAPER_YEAR.max).nullable(),
  venue: z.string().max(PAPER_LIMITS.venue).nullable(),
  abstract: z.string().max(PAPER_LIMITS.abstract).nullable(),
  doi: z.string().max(PAPER_LIMITS.doi).nullable(),
  arxivId: z.string().max(PAPER_LIMITS.arxivId).nullable(),
  pmid: z.string().max(PAPER_LIMITS.pmid).nullable(),
  openalexId: z.string().max(PAPER_LIMITS.openalexId).nullable(),
  s2Id: z.string().max(PAPER_LIMITS.s2Id).nullable(),
  url: z.string().max(PAPER_LIMITS.url).nullable(),
  pdfUrl: z.string().max(PAPER_LIMITS.pdfUrl).nullable(),
  citationCount: z.number().int().nullable(),
  language: z.string().max(PAPER_LIMITS.language).nullable(),
  keywords: z.array(z.string().max(PAPER_LIMITS.keyword)).max(PAPER_LIMITS.keywords),
  sources: z.array(PaperSourceDto).max(PAPER_LIMITS.sources),
  /**
   * The full reference (type, container, volume, issue, pages, editors …); null or absent when
   * nothing is known beyond the fields above (papers saved before references were kept).
   */
  csl: CslReference.nullish(),
});
export type PaperDto = z.infer<typeof PaperDto>;

/** Sources a search can use: the built-in corpus (`local`) and the live services. */
export const PaperSourceName = z.enum(['local', 'openalex', 'semanticScholar', 'arxiv', 'crossref', 'pubmed']);
export type PaperSourceName = z.infer<typeof PaperSourceName>;

/** How one source fared in a fan-out search. */
export const SourceOutcome = z.enum(['ok', 'empty', 'rate_limited', 'failed', 'offline', 'disabled']);
export type SourceOutcome = z.infer<typeof SourceOutcome>;

export const SourceStatusDto = z.object({
  source: PaperSourceName,
  status: SourceOutcome,
  count: z.number().int(),
  ms: z.number(),
  error: z.string().optional(),
});
export type SourceStatusDto = z.infer<typeof SourceStatusDto>;

/** Limits a search can be given (also the paper-search agent's options). */
export const PaperSearchLimits = z.object({
  yearFrom: z.number().int().min(1800).max(2100).optional(),
  yearTo: z.number().int().min(1800).max(2100).optional(),
  sources: z.array(PaperSourceName).min(1).max(6).optional(),
});
export type PaperSearchLimits = z.infer<typeof PaperSearchLimits>;

/** POST /v1/papers/search: the built-in corpus and the live sources, merged and de-duplicated. */
export const PaperSearchReq = PaperSearchLimits.extend({
  query: z.string().trim().min(1, 'is required').max(500),
  limit: z.number().int().min(1).max(100).default(20),
});
export type PaperSearchReq = z.infer<typeof PaperSearchReq>;

/** How many passages of the user's own files a paper search returns beside the papers. */
export const PAPER_SEARCH_FILE_PASSAGES = 5;

export const PaperSearchRes = z.object({
  items: z.array(PaperDto),
  sources: z.array(SourceStatusDto),
  /**
   * The best passages of the signed-in user's ready knowledge-base files for the same query (file,
   * page range, snippet with the matched words in «…»); empty when none matches.
   */
  filePassages: z.array(PassageHitDto).max(PAPER_SEARCH_FILE_PASSAGES).optional(),
});
export type PaperSearchRes = z.infer<typeof PaperSearchRes>;

/** GET /v1/papers/lookup?id=: a DOI, arXiv id, PMID or source id (local corpus first, then the live sources). */
export const PaperLookupReq = z.object({ id: z.string().trim().min(1, 'is required').max(300) });
export type PaperLookupReq = z.infer<typeof PaperLookupReq>;

export const PaperLookupRes = z.object({ paper: PaperDto });
export type PaperLookupRes = z.infer<typeof PaperLookupRes>;

/** One set of the built-in corpus, with the attribution its licence requires the UI to show. */
export const CorpusSetDto = z.object({
  source: z.string(),
  records: z.number().int(),
  licence: z.string(),
  licenceUrl: z.string(),
  attribution: z.string(),
});
export type CorpusSetDto = z.infer<typeof CorpusSetDto>;

/** GET /v1/papers/corpus: loading state of the built-in corpus (the app never waits for it). */
export const CorpusStatusRes = z.object({
  state: z.enum(['loading', 'ready', 'failed']),
  papers: z.number().int(),
  sets: z.array(CorpusSetDto),
});
export type CorpusStatusRes = z.infer<typeof CorpusStatusRes>;

/** A citation style references can be formatted in. */
export const CitationStyleDto = z.object({
  id: z.string(),
  label: z.string(),
  kind: z.enum(['numeric', 'author-date']),
  locale: z.string(),
});
export type CitationStyleDto = z.infer<typeof CitationStyleDto>;

export const CitationStylesRes = z.object({ items: z.array(CitationStyleDto) });
export type CitationStylesRes = z.infer<typeof CitationStylesRes>;

/** Most papers one export request may name. */
export const REFERENCES_MAX = 1000;
/** Most papers one format request may name: citeproc takes ~10 ms an entry, and a page shows at most 100. */
export const FORMAT_REFERENCES_MAX = 200;

/** Papers given in full (e.g. from a search) or by the bibkeys of the user's library entries. */
const paperSelection = (max: number) =>
  z.object({
    papers: z.array(PaperDto).min(1).max(max).optional(),
    bibkeys: z.array(z.string().min(1).max(120)).min(1).max(max).optional(),
  });

/** POST /v1/papers/format: formatted references, as text and HTML, in the style's order. */
export const FormatReferencesReq = paperSelection(FORMAT_REFERENCES_MAX)
  .extend({ style: z.string().min(1).max(100) })
  .refine((req) => (req.papers === undefined) !== (req.bibkeys === undefined), {
    message: 'give either papers or bibkeys',
    path: ['papers'],
  });
export type FormatReferencesReq = z.infer<typeof FormatReferencesReq>;

export const FormattedReferenceDto = z.object({ bibkey: z.string(), text: z.string(), html: z.string() });
export type FormattedReferenceDto = z.infer<typeof FormattedReferenceDto>;

export const FormatReferencesRes = z.object({ style: z.string(), items: z.array(FormattedReferenceDto) });
export type FormatReferencesRes = z.infer<typeof FormatReferencesRes>;

/** Caps of one citation request: a long thesis cites a few hundred works, in up to a few thousand places. */
export const CITE_LIMITS = { citations: 3000, itemsPerCitation: 50, papers: 1000, locator: 60 } as const;

/** One cited reference inside a citation: the library entry's bibkey and an optional locator ("p. 12"). */
export const CiteItemDto = z.object({
  bibkey: z.string().min(1).max(120),
  locator: z.string().max(CITE_LIMITS.locator).optional(),
});
export type CiteItemDto = z.infer<typeof CiteItemDto>;

/**
 * POST /v1/papers/cite: a note's citations, in document order, rendered in `style`. The references
 * come from the user's library by bibkey; `papers` are the note's own copies, used for the keys no
 * longer in the library (their entries come back flagged `isMissing`).
 */
export const CiteReq = z.object({
  style: z.string().min(1).max(100),
  citations: z
    .array(z.object({ items: z.array(CiteItemDto).min(1).max(CITE_LIMITS.itemsPerCitation) }))
    .max(CITE_LIMITS.citations),
  papers: z.array(PaperDto).max(CITE_LIMITS.papers).optional(),
  /** For an export: also the cited references as a BibTeX file and as CSL-JSON items, and each entry's HTML. */
  withBibtex: z.boolean().optional(),
});
export type CiteReq = z.infer<typeof CiteReq>;

export const CitedReferenceDto = z.object({
  bibkey: z.string(),
  text: z.string(),
  /** The entry as HTML (italics and the like): answered with `withBibtex`, for exports. */
  html: z.string().optional(),
  isMissing: z.boolean(),
});
export type CitedReferenceDto = z.infer<typeof CitedReferenceDto>;

export const CiteRes = z.object({
  style: z.string(),
  kind: z.enum(['numeric', 'author-date']),
  /** Each citation's label; null when none of its keys is in the library or the note's copies. */
  labels: z.array(z.string().nullable()),
  bibliography: z.array(CitedReferenceDto),
  /** The library's current data of every cited reference it holds (the note refreshes its copies). */
  papers: z.array(PaperDto),
  /** Cited keys found neither in the library nor in the note's copies. */
  unknown: z.array(z.string()),
  bibtex: z.string().optional(),
  /**
   * With `withBibtex`: each cited reference as a CSL-JSON item (`id` is its bibkey), in bibliography
   * order, for exports that embed them (a Word file's Zotero citation fields).
   */
  items: z.array(z.record(z.string(), z.unknown())).optional(),
});
export type CiteRes = z.infer<typeof CiteRes>;

/**
 * POST /v1/papers/references/read: the CSL-JSON items a document carries with its citations (a Word
 * file's Zotero or Mendeley fields) read as papers, for the note to keep its own copies. Nothing is
 * saved to the library.
 */
export const ReadReferencesReq = z.object({
  items: z.array(z.record(z.string(), z.unknown())).min(1).max(CITE_LIMITS.papers),
});
export type ReadReferencesReq = z.infer<typeof ReadReferencesReq>;

export const ReadReferencesRes = z.object({
  /**
   * One per item, in order: the paper under the bibkey of the library entry that holds it, else under a
   * key no library entry has (the item's own citation key when it is free); null for an item with no title.
   */
  papers: z.array(PaperDto.nullable()),
});
export type ReadReferencesRes = z.infer<typeof ReadReferencesRes>;

/** Reference file formats for import and export. */
export const ReferenceFormat = z.enum(['bibtex', 'ris', 'csljson']);
export type ReferenceFormat = z.infer<typeof ReferenceFormat>;

/**
 * POST /v1/papers/export: a file download (BibTeX, RIS or CSL-JSON) of the given papers, of the
 * library entries with these bibkeys, or of the whole library when neither is given.
 */
export const ExportReferencesReq = paperSelection(REFERENCES_MAX)
  .extend({ format: ReferenceFormat })
  .refine((req) => req.papers === undefined || req.bibkeys === undefined, {
    message: 'give papers or bibkeys, not both',
    path: ['papers'],
  });
export type ExportReferencesReq = z.infer<typeof ExportReferencesReq>;

/** A user's tag: trimmed, 1–50 characters. */
export const LibraryTag = z.string().trim().min(1).max(50);

/** A saved paper with the user's tags and note. */
export const LibraryEntryDto = z.object({
  id: z.string().uuid(),
  paper: PaperDto,
  tags: z.array(z.string()),
  note: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type LibraryEntryDto = z.infer<typeof LibraryEntryDto>;

export const LibrarySort = z.enum(['newest', 'oldest', 'title', 'year']);
export type LibrarySort = z.infer<typeof LibrarySort>;

/** GET /v1/papers/library: a page of the library, filtered by text (title, authors, venue, bibkey) and tag. */
export const LibraryListReq = z.object({
  page: Page,
  pageSize: PageSize,
  q: z.string().trim().max(200).optional(),
  tag: LibraryTag.optional(),
  sort: LibrarySort.default('newest'),
});
export type LibraryListReq = z.infer<typeof LibraryListReq>;

export const LibraryListRes = z.object({ items: z.array(LibraryEntryDto), total: z.number().int() });
export type LibraryListRes = z.infer<typeof LibraryListRes>;

/** POST /v1/papers/library: save a paper (e.g. from a search); the library assigns its bibkey. */
export const LibrarySaveReq = z.object({
  paper: PaperDto.extend({ bibkey: PaperDto.shape.bibkey.optional() }),
  tags: z.array(LibraryTag).max(50).default([]),
  note: z.string().max(20_000).default(''),
});
export type LibrarySaveReq = z.input<typeof LibrarySaveReq>;

/** The saved entry; `isExisting` when the library already had this paper (same DOI, arXiv id or title/author/year). */
export const LibrarySaveRes = z.object({ entry: LibraryEntryDto, isExisting: z.boolean() });
export type LibrarySaveRes = z.infer<typeof LibrarySaveRes>;

/** PATCH /v1/papers/library/:id: replace the tags and/or the note. */
export const LibraryUpdateReq = z
  .object({ tags: z.array(LibraryTag).max(50).optional(), note: z.string().max(20_000).optional() })
  .refine((req) => req.tags !== undefined || req.note !== undefined, { message: 'give tags or note', path: ['tags'] });
export type LibraryUpdateReq = z.infer<typeof LibraryUpdateReq>;

export const LibraryItemParams = z.object({ id: z.string().uuid('must be a library entry id') });

/** Largest reference file an import accepts. */
export const LIBRARY_IMPORT_MAX_BYTES = 5 * 1024 * 1024;

/** POST /v1/papers/library/import as JSON (multipart: a `file` part and a `format` field). */
export const LibraryImportReq = z.object({
  format: ReferenceFormat,
  content: z.string().min(1, 'is required'),
  tags: z.array(LibraryTag).max(50).default([]),
});
export type LibraryImportReq = z.input<typeof LibraryImportReq>;

/** What became of one entry of the file. */
export const LibraryImportEntryDto = z.object({
  index: z.number().int(),
  key: z.string().nullable(),
  status: z.enum(['imported', 'existing', 'failed']),
  bibkey: z.string().optional(),
  id: z.string().optional(),
  error: z.string().optional(),
});
export type LibraryImportEntryDto = z.infer<typeof LibraryImportEntryDto>;

export const LibraryImportRes = z.object({
  imported: z.number().int(),
  existing: z.number().int(),
  failed: z.number().int(),
  entries: z.array(LibraryImportEntryDto),
});
export type LibraryImportRes = z.infer<typeof LibraryImportRes>;

/** GET /v1/papers/library/tags: every tag with how many entries carry it, most used first. */
export const LibraryTagsRes = z.object({ items: z.array(z.object({ tag: z.string(), count: z.number().int() })) });
export type LibraryTagsRes = z.infer<typeof LibraryTagsRes>;

export { Page, PageSize };
