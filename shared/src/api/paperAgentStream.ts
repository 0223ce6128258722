import { z } from 'zod';
import {
  AgentKnowledgeFile,
  AgentPaper,
  PaperGroup,
  SearchStatus,
  Section,
  SortStatus,
  StepWithoutAi,
} from './paperAgent.js';
import { SourceStatusDto } from './papers.js';

/** Why the model could not do a step. */
export const AiFailure = z.object({ errorCode: z.string(), errorMsg: z.string() });
export type AiFailure = z.infer<typeof AiFailure>;

/**
 * `aiFailure` is set on the first step that ran without the model because the model failed mid-run
 * (the rest of the run continues offline); the session's errorMsg says the same. `withoutAi` is set
 * on every step that went (wholly or in part) without the model's work, whatever the reason.
 */
const aiFailureNote = { aiFailure: AiFailure.optional(), withoutAi: StepWithoutAi.optional() };
export type AiFailureNote = { aiFailure?: AiFailure; withoutAi?: StepWithoutAi };

/** One progress event of the wire (`event: progress`, `{ status, data }`) with the data of that status. */
const progressAt = <S extends number, D extends z.ZodRawShape>(status: S, data: D) =>
  z.object({ status: z.literal(status), data: z.object(data) });

/**
 * A step-2 progress event, by status (spec §4). Data is cumulative for the step it names, so a
 * replayed stream rebuilds the same state. BeforeConnected is the client's own state, never sent.
 */
export const SearchProgress = z.discriminatedUnion('status', [
  progressAt(SearchStatus.GetUUID, { id: z.string() }),
  progressAt(SearchStatus.Connected, { usesAi: z.boolean(), wordsCost: z.number() }),
  progressAt(SearchStatus.AiSearch, { aiSearchResult: z.array(z.string()), ...aiFailureNote }),
  progressAt(SearchStatus.ExpandQueries, { expandQueriesResult: z.array(z.string()), ...aiFailureNote }),
  // Sent after the query fan-out and again after the citation hop (when live sources are on);
  // `citationExpanded` counts the candidates the hop added; `knowledgeFiles` lists the user's
  // knowledge-base files that joined the candidates (absent when none were chosen).
  progressAt(SearchStatus.SearchSemantic, {
    searchSemanticLength: z.number(),
    sources: z.array(SourceStatusDto),
    citationExpanded: z.number().optional(),
    knowledgeFiles: z.array(AgentKnowledgeFile).optional(),
  }),
  // `judged` counts the candidates the filter went through; `byAi` those the model judged (the rest
  // were ranked by search score). Events stored before `byAi` existed lack it.
  progressAt(SearchStatus.FilterPapers, {
    kept: z.number(),
    judged: z.number(),
    total: z.number(),
    byAi: z.number().optional(),
    ...aiFailureNote,
  }),
  progressAt(SearchStatus.TranslatePapers, { translated: z.number(), total: z.number(), ...aiFailureNote }),
  progressAt(SearchStatus.Finished, { bibList: z.array(AgentPaper), bibDict: z.record(z.string(), AgentPaper) }),
]);
export type SearchProgress = z.infer<typeof SearchProgress>;

/** A step-3 progress event, by status (spec §4). */
export const SortProgress = z.discriminatedUnion('status', [
  progressAt(SortStatus.Connected, { id: z.string(), usesAi: z.boolean() }),
  progressAt(SortStatus.GroupPapers, { groupPapers: z.array(PaperGroup), ...aiFailureNote }),
  progressAt(SortStatus.InitSkeleton, { initSkeletons: z.array(z.array(Section)), ...aiFailureNote }),
  progressAt(SortStatus.MergeSkeleton, { mergedSkeleton: z.array(Section), ...aiFailureNote }),
  progressAt(SortStatus.Finished, { mergedSkeleton: z.array(Section) }),
]);
export type SortProgress = z.infer<typeof SortProgress>;

/** The data of each status of a progress union, by status: `ProgressData<SearchProgress>[3]`. */
export type ProgressData<P extends { status: number; data: unknown }> = { [E in P as E['status']]: E['data'] };
export type SearchProgressData = ProgressData<SearchProgress>;
export type SortProgressData = ProgressData<SortProgress>;

/** The progress events of each agent stream, by stream name. */
export interface AgentProgress {
  search: SearchProgress;
  sort: SortProgress;
}

/**
 * The `done` event of both agent streams. `usesAi` says whether the run used any of the model's work
 * (false for a run that ended fully keyword-based, which is free); `withoutAi` lists the steps that
 * went without it; `errorMsg` notes a partial failure (model or source).
 */
export const AgentStreamDone = z.object({
  id: z.string(),
  usesAi: z.boolean(),
  wordsCharged: z.number(),
  withoutAi: z.array(StepWithoutAi).default([]),
  errorMsg: z.string().nullable(),
});
export type AgentStreamDone = z.infer<typeof AgentStreamDone>;
