import {
  SearchStatus,
  SortStatus,
  type AgentPaper,
  type SearchProgressData,
  type SortProgressData,
} from '@inkstone/shared/api/paperAgent';
import type { Step2State, Step3State } from './flowState';

type Data = Record<string, unknown> | undefined;

const asObject = (data: unknown): Data =>
  typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;

/** A field of an event's data, or the fallback when the server left it out. */
function field<T>(data: Data, key: string, fallback: T): T {
  return data && data[key] !== undefined ? (data[key] as T) : fallback;
}

/** What a step-2 progress event adds; data is cumulative per status, so replaying it is harmless. */
export function applySearchData(step2: Step2State, status: number, raw: unknown): Step2State {
  const data = asObject(raw);
  const next: Step2State = { ...step2, currentStep: Math.max(step2.currentStep, status) as SearchStatus };
  switch (status) {
    case SearchStatus.Connected: {
      const connected = data as Partial<SearchProgressData[typeof SearchStatus.Connected]> | undefined;
      return { ...next, usesAi: connected?.usesAi ?? null, wordsCost: connected?.wordsCost ?? null };
    }
    case SearchStatus.AiSearch:
      return { ...next, aiSearchResult: field(data, 'aiSearchResult', step2.aiSearchResult) };
    case SearchStatus.ExpandQueries:
      return { ...next, expandQueriesResult: field(data, 'expandQueriesResult', step2.expandQueriesResult) };
    case SearchStatus.SearchSemantic:
      return {
        ...next,
        searchSemanticLength: field(data, 'searchSemanticLength', step2.searchSemanticLength),
        citationExpanded: field(data, 'citationExpanded', step2.citationExpanded),
        sources: field(data, 'sources', step2.sources),
      };
    case SearchStatus.FilterPapers:
      return {
        ...next,
        filter: { kept: field(data, 'kept', 0), judged: field(data, 'judged', 0), total: field(data, 'total', 0) },
      };
    case SearchStatus.TranslatePapers:
      return { ...next, translate: { translated: field(data, 'translated', 0), total: field(data, 'total', 0) } };
    default:
      return next;
  }
}

/** The kept papers of a Finished event, keyed by bibkey. */
export function papersOf(raw: unknown): { bibList: AgentPaper[]; bibDict: Record<string, AgentPaper> } {
  const data = asObject(raw);
  const bibList = field<AgentPaper[]>(data, 'bibList', []);
  const bibDict = field<Record<string, AgentPaper>>(
    data,
    'bibDict',
    Object.fromEntries(bibList.map((paper) => [paper.bibkey, paper])),
  );
  return { bibList, bibDict };
}

/** The session id a GetUUID (step 2) or Connected (step 3) event carries. */
export function sessionIdOf(raw: unknown): string | null {
  return field<string | null>(asObject(raw), 'id', null);
}

/** What a step-3 progress event adds. */
export function applySortData(step3: Step3State, status: number, raw: unknown): Step3State {
  const data = asObject(raw);
  const next: Step3State = { ...step3, currentStep: Math.max(step3.currentStep, status) as SortStatus };
  switch (status) {
    case SortStatus.Connected: {
      const connected = data as Partial<SortProgressData[typeof SortStatus.Connected]> | undefined;
      return { ...next, usesAi: connected?.usesAi ?? null };
    }
    case SortStatus.GroupPapers:
      return { ...next, groupPapers: field(data, 'groupPapers', step3.groupPapers) };
    case SortStatus.InitSkeleton:
      return { ...next, initSkeletons: field(data, 'initSkeletons', step3.initSkeletons) };
    case SortStatus.MergeSkeleton:
    case SortStatus.Finished:
      return { ...next, mergedSkeleton: field(data, 'mergedSkeleton', step3.mergedSkeleton) };
    default:
      return next;
  }
}

/** The message of an `aiFailure` note (the model failed and the step ran offline), if the event has one. */
export function aiFailureOf(raw: unknown): string | null {
  const note = field<{ errorMsg?: unknown } | null>(asObject(raw), 'aiFailure', null);
  return note && typeof note.errorMsg === 'string' ? note.errorMsg : null;
}
