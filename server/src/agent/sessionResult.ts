import type { ResearchSessionDto } from '@inkstone/shared/api/paperAgent';

/** What `research_sessions.result` holds: the step-2 and step-3 data, as history detail presents it. */
export type SessionResult = Pick<
  ResearchSessionDto,
  | 'aiSearchResult'
  | 'expandQueriesResult'
  | 'searchSemanticLength'
  | 'sources'
  | 'bibList'
  | 'groupPapers'
  | 'initSkeletons'
  | 'mergedSkeleton'
  | 'withoutAi'
  | 'knowledgeFiles'
>;

/** The result of a session that has not produced anything yet. */
export const emptyResult = (): SessionResult => ({
  aiSearchResult: [],
  expandQueriesResult: [],
  searchSemanticLength: 0,
  sources: [],
  bibList: [],
  groupPapers: [],
  initSkeletons: [],
  mergedSkeleton: [],
  withoutAi: [],
});

/** The stored result with defaults for anything missing (rows written before a field existed). */
export function readResult(stored: unknown): SessionResult {
  return { ...emptyResult(), ...(typeof stored === 'object' && stored ? (stored as Partial<SessionResult>) : {}) };
}
