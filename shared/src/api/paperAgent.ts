import { z } from 'zod';
import { LANGUAGES } from '../constants.js';
import { Page, PageSize } from './common.js';
import { PaperDto, PaperSearchLimits, SourceStatusDto } from './papers.js';

/** Step-2 statuses, spec §4 (0–8). */
export const SearchStatus = {
  BeforeConnected: 0,
  GetUUID: 1,
  Connected: 2,
  AiSearch: 3,
  ExpandQueries: 4,
  SearchSemantic: 5,
  FilterPapers: 6,
  TranslatePapers: 7,
  Finished: 8,
} as const;
export type SearchStatus = (typeof SearchStatus)[keyof typeof SearchStatus];

/** Step-3 statuses, spec §4 (0–5). */
export const SortStatus = {
  BeforeConnected: 0,
  Connected: 1,
  GroupPapers: 2,
  InitSkeleton: 3,
  MergeSkeleton: 4,
  Finished: 5,
} as const;
export type SortStatus = (typeof SortStatus)[keyof typeof SortStatus];

/** The most papers a run keeps. */
export const AGENT_MAX_PAPERS = 200;

/** The most knowledge-base files (and folders) one search can take as sources. */
export const AGENT_MAX_KNOWLEDGE_FILES = 50;

/**
 * `POST /v1/workflow/paperagent/search` (SSE). `language` is the UI language translations go to.
 * `knowledgeFileIds` / `knowledgeFolderIds`: the user's ready knowledge-base files (a folder: the
 * ready files in it and its subfolders) whose library entries join the candidates beside the
 * searched papers.
 */
export const AgentSearchReq = PaperSearchLimits.extend({
  topic: z.string().trim().min(2, 'must be at least 2 characters').max(1000),
  maxPapers: z.number().int().min(5).max(AGENT_MAX_PAPERS).default(50),
  language: z.enum(LANGUAGES).default('cn'),
  knowledgeFileIds: z.array(z.uuid()).max(AGENT_MAX_KNOWLEDGE_FILES).optional(),
  knowledgeFolderIds: z.array(z.uuid()).max(AGENT_MAX_KNOWLEDGE_FILES).optional(),
});
export type AgentSearchReq = z.infer<typeof AgentSearchReq>;

/** `POST /v1/workflow/paperagent/sort/logic` (SSE): groups the kept papers of a finished search. */
export const AgentSortReq = z.object({ id: z.uuid() });
export type AgentSortReq = z.infer<typeof AgentSortReq>;

/**
 * `POST /v1/workflow/paperagent/resume` (SSE) with a `Last-Event-ID` header: replays the events of
 * the session's `stream` after that id (all of them without the header), then follows the run while
 * it is still going. A client that reloads mid-run reconnects this way instead of starting over.
 */
export const AgentResumeReq = z.object({ id: z.uuid(), stream: z.enum(['search', 'sort']).default('search') });
export type AgentResumeReq = z.infer<typeof AgentResumeReq>;

/** `POST /v1/workflow/paperagent/abort`: stops the session's running step; the session is marked aborted. */
export const AgentAbortReq = z.object({ id: z.uuid() });
export type AgentAbortReq = z.infer<typeof AgentAbortReq>;

/** The passage of a knowledge-base file that best matches the topic: where it is, and its words. */
export const AgentPassage = z.object({
  fileId: z.string(),
  fileName: z.string(),
  pageFrom: z.number().int(),
  pageTo: z.number().int(),
  /** The passage around the matched words, which are wrapped in «…». */
  snippet: z.string(),
});
export type AgentPassage = z.infer<typeof AgentPassage>;

/**
 * A kept paper: the paper plus the relevance judgement and its translation into the UI language.
 * A paper from the user's knowledge base (a source `upload`) carries `passage`: its best passage
 * for the topic, or null when no passage of the file matched it. Searched papers have none.
 */
export const AgentPaper = PaperDto.extend({
  relevance: z.number().min(0).max(1),
  reason: z.string(),
  translatedTitle: z.string().nullable(),
  translatedSummary: z.string().nullable(),
  passage: AgentPassage.nullish(),
});
export type AgentPaper = z.infer<typeof AgentPaper>;

/** Spec §3 section: a themed group of papers and why they belong together. */
export const Section = z.object({
  section_name: z.string().min(1).max(300),
  bibkey: z.array(z.string()),
  reason: z.string().max(4000),
});
export type Section = z.infer<typeof Section>;

/** A group of step 3 (GroupPapers): a label and its papers' keys. */
export const PaperGroup = z.object({ name: z.string(), bibkey: z.array(z.string()) });
export type PaperGroup = z.infer<typeof PaperGroup>;

export const ResearchSessionState = z.enum(['running', 'searched', 'sorting', 'finished', 'failed', 'aborted']);
export type ResearchSessionState = z.infer<typeof ResearchSessionState>;

/** What abort answers: the session's state afterwards. */
export const AgentAbortRes = z.object({ id: z.uuid(), state: ResearchSessionState });
export type AgentAbortRes = z.infer<typeof AgentAbortRes>;

/**
 * `GET /v1/workflow/paperagent/price`: what a search will cost, shown before the user starts. With
 * no usable model the run is offline and free (`usesAi` false, `wordsCost` 0).
 */
export const AgentPriceRes = z.object({ usesAi: z.boolean(), wordsCost: z.number().int().min(0) });
export type AgentPriceRes = z.infer<typeof AgentPriceRes>;

/** The agent's steps that ask the model (step 2: intents to translate; step 3: group to merge). */
export const AgentModelStep = z.enum(['intents', 'queries', 'filter', 'translate', 'group', 'skeleton', 'merge']);
export type AgentModelStep = z.infer<typeof AgentModelStep>;

/**
 * A step that ran without the model, wholly (`parts` = `of`) or in part, so the page never claims AI
 * work that was not done. `reason`: `unreadable` — the model answered, but not in the form asked,
 * also after one corrected retry; `failed` — the model call failed (or had failed earlier in the run).
 * `parts` of `of` count the step's model calls (batches, groups) that went without the model.
 */
export const StepWithoutAi = z.object({
  step: AgentModelStep,
  reason: z.enum(['unreadable', 'failed']),
  parts: z.number().int(),
  of: z.number().int(),
});
export type StepWithoutAi = z.infer<typeof StepWithoutAi>;

/**
 * A knowledge-base file a run took as a candidate; `hasPassage` false when none of its passages
 * matched the topic. Whether it was kept shows in bibList (a paper whose passage or upload source
 * names the file).
 */
export const AgentKnowledgeFile = z.object({ fileId: z.string(), fileName: z.string(), hasPassage: z.boolean() });
export type AgentKnowledgeFile = z.infer<typeof AgentKnowledgeFile>;

/** A saved research session as history detail returns it (the full result). */
export const ResearchSessionDto = z.object({
  id: z.uuid(),
  topic: z.string(),
  state: ResearchSessionState,
  step: z.number().int().min(1).max(3),
  searchStatus: z.number().int(),
  sortStatus: z.number().int(),
  usesAi: z.boolean(),
  options: AgentSearchReq.omit({ topic: true }),
  aiSearchResult: z.array(z.string()),
  expandQueriesResult: z.array(z.string()),
  searchSemanticLength: z.number().int(),
  sources: z.array(SourceStatusDto),
  bibList: z.array(AgentPaper),
  groupPapers: z.array(PaperGroup),
  initSkeletons: z.array(z.array(Section)),
  mergedSkeleton: z.array(Section),
  /** The steps that ran without the model although one was connected (empty for a run fully by AI). */
  withoutAi: z.array(StepWithoutAi),
  /** The knowledge-base files the run took as candidates (absent in sessions without any). */
  knowledgeFiles: z.array(AgentKnowledgeFile).optional(),
  errorMsg: z.string().nullable(),
  wordsCharged: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ResearchSessionDto = z.infer<typeof ResearchSessionDto>;

/** One row of the history list. */
export const ResearchSessionSummary = ResearchSessionDto.pick({
  id: true,
  topic: true,
  state: true,
  step: true,
  usesAi: true,
  createdAt: true,
  updatedAt: true,
}).extend({ paperCount: z.number().int(), sectionCount: z.number().int() });
export type ResearchSessionSummary = z.infer<typeof ResearchSessionSummary>;

/** `GET /v1/papersearch/history/list?page=&pageSize=`. */
export const HistoryListQuery = z.object({ page: Page, pageSize: PageSize });
export const HistoryListRes = z.object({ items: z.array(ResearchSessionSummary), total: z.number().int() });
export type HistoryListRes = z.infer<typeof HistoryListRes>;

/** `GET /v1/papersearch/history/detail?id=` and `/delete?id=`. */
export const HistoryIdQuery = z.object({ id: z.uuid() });
