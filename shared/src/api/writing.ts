import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { PaperDto } from './papers.js';

/** The kind of text the writing flow produces (spec §2 /apps/writing step 1). */
export const WritingKind = z.enum(['literatureReview', 'relatedWork', 'thesisChapter']);
export type WritingKind = z.infer<typeof WritingKind>;

/** Reference styles of the review and its reference list. */
export const CitationStyle = z.enum(['apa', 'ieee', 'mla', 'chicago', 'gbt7714']);
export type CitationStyle = z.infer<typeof CitationStyle>;

/** Styles that cite by number ([1]); the others cite by author and year. */
export const NUMERIC_STYLES: ReadonlySet<CitationStyle> = new Set(['ieee', 'gbt7714']);

/** A review's target length, in words (CJK characters count one each). */
export const REVIEW_LENGTH = { min: 300, max: 15_000, default: 3000 } as const;

/** Step-1 settings. `language` is the app's language value: `en` English, `cn` Chinese. */
export const WritingOptions = z.object({
  kind: WritingKind.default('literatureReview'),
  language: z.enum(LANGUAGES).default('en'),
  length: z.number().int().min(REVIEW_LENGTH.min).max(REVIEW_LENGTH.max).default(REVIEW_LENGTH.default),
  citationStyle: CitationStyle.default('apa'),
});
export type WritingOptions = z.infer<typeof WritingOptions>;

/** The settings as a request gives them: `zh` is also read as Chinese (`cn`). */
export const WritingOptionsInput = WritingOptions.extend({
  language: z.preprocess((v) => (v === 'zh' ? 'cn' : v), z.enum(LANGUAGES)).default('en'),
});

/** The most knowledge-base files one project may take as sources. */
export const MAX_PROJECT_FILES = 50;

/**
 * Where the papers come from: a saved paper-search session, bibkeys of the user's library, and/or
 * files of the user's knowledge base (each cited as its library entry, with the page).
 */
export const WritingSources = z
  .object({
    researchSessionId: z.uuid().optional(),
    libraryBibkeys: z.array(z.string().trim().min(1).max(120)).max(300).optional(),
    knowledgeFileIds: z.array(z.uuid()).max(MAX_PROJECT_FILES).optional(),
  })
  .refine(
    (s) => !!s.researchSessionId || (s.libraryBibkeys?.length ?? 0) > 0 || (s.knowledgeFileIds?.length ?? 0) > 0,
    'name a research session, library papers or knowledge-base files',
  );
export type WritingSources = z.infer<typeof WritingSources>;

const Bibkeys = z.array(z.string().min(1).max(120)).max(300);

/** A subsection of the outline: its title, the papers that support it and why. */
export const OutlineSubsection = z.object({
  id: z.string().min(1).max(40),
  title: z.string().trim().min(1).max(300),
  why: z.string().max(4000),
  bibkeys: Bibkeys,
  /** Fewer than two supporting papers: the user may search more for it. */
  isThin: z.boolean(),
});
export type OutlineSubsection = z.infer<typeof OutlineSubsection>;

/** A section; `bibkeys` are the section's own papers, subsections list theirs. */
export const OutlineSection = OutlineSubsection.extend({ subsections: z.array(OutlineSubsection).max(20) });
export type OutlineSection = z.infer<typeof OutlineSection>;

export const Outline = z.array(OutlineSection).max(30);
export type Outline = z.infer<typeof Outline>;

/** A subsection as the user edits it: new ones have no id yet; thinness is computed by the server. */
const EditedSubsection = z.object({
  id: z.string().min(1).max(40).optional(),
  title: z.string().trim().min(1).max(300),
  why: z.string().max(4000).default(''),
  bibkeys: Bibkeys.default([]),
});
export const EditedSection = EditedSubsection.extend({ subsections: z.array(EditedSubsection).max(20).default([]) });
export type EditedSection = z.infer<typeof EditedSection>;

/** `POST generateOutline`: step-1 settings → a new writing project with its outline. */
export const GenerateOutlineReq = z.object({
  topic: z.string().trim().min(2, 'must be at least 2 characters').max(1000),
  options: WritingOptionsInput.default(WritingOptions.parse({})),
  sources: WritingSources,
});
export type GenerateOutlineReq = z.infer<typeof GenerateOutlineReq>;

/** `POST generateOutlineByReview`: as generateOutline, with an existing review text to follow. */
export const GenerateOutlineByReviewReq = GenerateOutlineReq.extend({
  reviewText: z
    .string()
    .max(50_000)
    .refine((s) => s.trim().length >= 50, 'must be at least 50 characters'),
});
export type GenerateOutlineByReviewReq = z.infer<typeof GenerateOutlineByReviewReq>;

/** The longest reviseOutline instruction, in characters. */
export const REVISE_INSTRUCTION_MAX_CHARS = 2000;

/** `POST reviseOutline`: the user's instruction in words. */
export const ReviseOutlineReq = z.object({
  projectId: z.uuid(),
  instruction: z.string().trim().min(2, 'must be at least 2 characters').max(REVISE_INSTRUCTION_MAX_CHARS),
});
export type ReviseOutlineReq = z.infer<typeof ReviseOutlineReq>;

/**
 * `POST revisionOutline`: the outline as the user edited it directly; `addPapers` brings papers found
 * since (e.g. a new search for a thin section) into the project's set first.
 */
export const RevisionOutlineReq = z.object({
  projectId: z.uuid(),
  outline: z.array(EditedSection).min(1).max(30),
  addPapers: WritingSources.optional(),
});
export type RevisionOutlineReq = z.infer<typeof RevisionOutlineReq>;

/** The most library papers one addProjectPapers call takes. */
export const MAX_PAPERS_PER_ADD = 50;

/**
 * `POST addProjectPapers`: library papers and knowledge-base files join the project's set (free, no
 * model call); they can then be assigned to sections in the outline editor.
 */
export const AddProjectPapersReq = z
  .object({
    projectId: z.uuid(),
    libraryBibkeys: z.array(z.string().trim().min(1).max(120)).max(MAX_PAPERS_PER_ADD).default([]),
    knowledgeFileIds: z.array(z.uuid()).max(MAX_PROJECT_FILES).default([]),
  })
  .refine((req) => req.libraryBibkeys.length + req.knowledgeFileIds.length > 0, 'name library papers or files');
export type AddProjectPapersReq = z.input<typeof AddProjectPapersReq>;

/** A paper of the project's set, as the outline lists it. */
export const WritingPaper = PaperDto.pick({
  bibkey: true,
  title: true,
  authors: true,
  year: true,
  venue: true,
  doi: true,
});
export type WritingPaper = z.infer<typeof WritingPaper>;

/** What the review will cost, shown before it starts. */
export const ReviewCost = z.object({
  /** Words the review is expected to have, charged by what is delivered. */
  estimatedWords: z.number().int(),
  /** Words reserved from the balance while it runs; the unused part comes back. */
  holdWords: z.number().int(),
});
export type ReviewCost = z.infer<typeof ReviewCost>;

/** A writing project: settings, the paper set the text may cite, the outline and the review task. */
export const WritingProjectDto = z.object({
  projectId: z.uuid(),
  topic: z.string(),
  options: WritingOptions,
  papers: z.array(WritingPaper),
  outline: Outline,
  /** Ids of (sub)sections with fewer than two papers. */
  thinSectionIds: z.array(z.string()),
  reviewCost: ReviewCost,
  reviewTaskId: z.uuid().nullable(),
  /** Words charged for this outline call. */
  wordsCharged: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type WritingProjectDto = z.infer<typeof WritingProjectDto>;

/** `POST generateReview`. */
export const GenerateReviewReq = z.object({ projectId: z.uuid() });
export type GenerateReviewReq = z.infer<typeof GenerateReviewReq>;

/** `GET fetchReview?projectId=` and `GET exportReview?projectId=&format=`. */
export const FetchReviewQuery = z.object({ projectId: z.uuid() });
export const ExportFormat = z.enum(['markdown', 'latex', 'bibtex', 'docx']);
export const ExportReviewQuery = FetchReviewQuery.extend({ format: ExportFormat });
export type ExportReviewQuery = z.infer<typeof ExportReviewQuery>;
/** An exported file; DOCX is binary, so its content is base64. */
export const ExportReviewRes = z.object({
  filename: z.string(),
  mimeType: z.string(),
  encoding: z.enum(['utf8', 'base64']),
  content: z.string(),
});
export type ExportReviewRes = z.infer<typeof ExportReviewRes>;

/** Why a sentence is flagged for the user. */
export const FlagReason = z.enum(['invented_citation', 'unsupported', 'unverifiable']);
export type FlagReason = z.infer<typeof FlagReason>;

/** A sentence the user should look at, with the keys concerned. */
export const ReviewFlag = z.object({
  sectionId: z.string(),
  sentence: z.string(),
  reason: FlagReason,
  bibkeys: z.array(z.string()),
});
export type ReviewFlag = z.infer<typeof ReviewFlag>;

/** Citation report per review; `removed` counts citations of papers outside the set, taken out. */
export const CitationReport = z.object({
  citationsTotal: z.number().int(),
  verified: z.number().int(),
  flagged: z.number().int(),
  removed: z.number().int(),
});
export type CitationReport = z.infer<typeof CitationReport>;

/** One written section; `text` cites as [@bibkey] (rendered per style in `markdown`). */
export const ReviewSectionDto = z.object({
  id: z.string(),
  title: z.string(),
  status: z.enum(['done', 'failed']),
  text: z.string(),
  errorMsg: z.string().nullable(),
});
export type ReviewSectionDto = z.infer<typeof ReviewSectionDto>;

/** A reference-list entry: numbered styles carry the number. */
export const ReferenceEntry = z.object({ bibkey: z.string(), number: z.number().int().nullable(), text: z.string() });
export type ReferenceEntry = z.infer<typeof ReferenceEntry>;

/** The review task's result, rewritten after every section (so polling shows the text so far). */
export const ReviewResult = z.object({
  kind: z.literal('review'),
  projectId: z.uuid(),
  citationStyle: CitationStyle,
  progress: z.object({ sectionsDone: z.number().int(), sectionsTotal: z.number().int() }),
  sections: z.array(ReviewSectionDto),
  /** The whole text so far with citations in the chosen style, then the reference list. */
  markdown: z.string(),
  references: z.array(ReferenceEntry),
  report: CitationReport,
  flags: z.array(ReviewFlag),
  wordsCharged: z.number().int(),
  /** How many times a server restart interrupted the task and it resumed. */
  restarts: z.number().int(),
});
export type ReviewResult = z.infer<typeof ReviewResult>;

/** `GET fetchReview`: the project (settings, papers, outline) and its review task, progress and text so far. */
export const FetchReviewRes = z.object({
  projectId: z.uuid(),
  /** The project as the outline calls return it (`wordsCharged` 0: reading is free). */
  project: WritingProjectDto,
  taskId: z.uuid().nullable(),
  status: z.enum(['none', 'queued', 'running', 'succeeded', 'failed']),
  result: ReviewResult.nullable(),
  error: z.object({ errorMsg: z.string(), errorCode: z.string() }).nullable(),
});
export type FetchReviewRes = z.infer<typeof FetchReviewRes>;
