import { SearchStatus, SortStatus, type StepWithoutAi } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';
import type { Step2State, Step3State } from './flowState';

/** What a step-2 progress event adds; data is cumulative per status, so replaying it is harmless. */
export function applySearchData(step2: Step2State, progress: SearchProgress): Step2State {
  const next: Step2State = { ...step2, currentStep: Math.max(step2.currentStep, progress.status) as SearchStatus };
  switch (progress.status) {
    case SearchStatus.Connected:
      return { ...next, usesAi: progress.data.usesAi, wordsCost: progress.data.wordsCost };
    case SearchStatus.AiSearch:
      return { ...next, aiSearchResult: progress.data.aiSearchResult };
    case SearchStatus.ExpandQueries:
      return { ...next, expandQueriesResult: progress.data.expandQueriesResult };
    case SearchStatus.SearchSemantic: {
      const { searchSemanticLength, sources, citationExpanded, knowledgeFiles } = progress.data;
      return {
        ...next,
        searchSemanticLength,
        sources,
        citationExpanded: citationExpanded ?? step2.citationExpanded,
        knowledgeFiles: knowledgeFiles ?? step2.knowledgeFiles,
      };
    }
    case SearchStatus.FilterPapers: {
      const { kept, judged, total, byAi } = progress.data;
      return { ...next, filter: { kept, judged, total, byAi } };
    }
    case SearchStatus.TranslatePapers:
      return { ...next, translate: { translated: progress.data.translated, total: progress.data.total } };
    default:
      return next;
  }
}

/** What a step-3 progress event adds. */
export function applySortData(step3: Step3State, progress: SortProgress): Step3State {
  const next: Step3State = { ...step3, currentStep: Math.max(step3.currentStep, progress.status) as SortStatus };
  switch (progress.status) {
    case SortStatus.Connected:
      return { ...next, usesAi: progress.data.usesAi };
    case SortStatus.GroupPapers:
      return { ...next, groupPapers: progress.data.groupPapers };
    case SortStatus.InitSkeleton:
      return { ...next, initSkeletons: progress.data.initSkeletons };
    case SortStatus.MergeSkeleton:
    case SortStatus.Finished:
      return { ...next, mergedSkeleton: progress.data.mergedSkeleton };
  }
}

/** The message of an `aiFailure` note (the model failed and the step ran offline), if the event has one. */
export function aiFailureOf(progress: SearchProgress | SortProgress): string | null {
  return 'aiFailure' in progress.data ? (progress.data.aiFailure?.errorMsg ?? null) : null;
}

/** The steps without the model after `progress`: its note replaces an earlier one of the same step. */
export function withWithoutAi(notes: StepWithoutAi[], progress: SearchProgress | SortProgress): StepWithoutAi[] {
  const note = 'withoutAi' in progress.data ? progress.data.withoutAi : undefined;
  return note ? [...notes.filter((n) => n.step !== note.step), note] : notes;
}
