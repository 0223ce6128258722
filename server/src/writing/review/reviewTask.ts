import { ReviewResult, type Outline, type ReviewSectionDto } from '@inkstone/shared/api/writing';
import type { TaskRow } from '../../db/schema/index.js';

/** `tasks.kind` of a review. */
export const REVIEW_TASK_KIND = 'review';

/**
 * What a review task's `input` holds: the project and its outline as it was when the review started,
 * so outline edits made meanwhile cannot change a review half-way (or on resume).
 */
export interface ReviewTaskInput {
  projectId: string;
  outline: Outline;
}

/** The empty result a review task starts with. */
export function initialReviewResult(
  projectId: string,
  style: ReviewResult['citationStyle'],
  total: number,
): ReviewResult {
  return {
    kind: 'review',
    projectId,
    citationStyle: style,
    progress: { sectionsDone: 0, sectionsTotal: total },
    sections: [],
    markdown: '',
    references: [],
    report: { citationsTotal: 0, verified: 0, flagged: 0, removed: 0 },
    flags: [],
    wordsCharged: 0,
    restarts: 0,
  };
}

/** The stored result of a review task (what it wrote before a restart, too). */
export function storedReviewResult(task: TaskRow): ReviewResult | undefined {
  const parsed = ReviewResult.safeParse(task.result);
  return parsed.success ? parsed.data : undefined;
}

/** Sections with a result (done or failed after its retry) are not written again on resume. */
export const isFinished = (result: ReviewResult, sectionId: string): ReviewSectionDto | undefined =>
  result.sections.find((s) => s.id === sectionId);
