import type { AgentSearchReq, ResearchSessionDto, ResearchSessionSummary } from '@inkstone/shared/api/paperAgent';
import type { SessionSummaryRow } from '../db/repos/researchSessions.js';
import type { ResearchSessionRow } from '../db/schema/index.js';
import { readResult } from '../agent/sessionResult.js';

/** A stored session as history detail returns it. */
export function presentSession(row: ResearchSessionRow): ResearchSessionDto {
  return {
    id: row.id,
    topic: row.topic,
    state: row.state,
    step: row.step,
    searchStatus: row.searchStatus,
    sortStatus: row.sortStatus,
    usesAi: row.usesAi,
    options: row.options as Omit<AgentSearchReq, 'topic'>,
    ...readResult(row.result),
    errorMsg: row.errorMsg,
    wordsCharged: row.wordsCharged,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A session as the history list shows it. */
export function presentSessionSummary(row: SessionSummaryRow): ResearchSessionSummary {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}
