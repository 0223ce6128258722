import { SearchStatus, SortStatus, type ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';
import { initialFlowState, initialStep2, initialStep3, type FlowState } from './flowState';
import { aiFailureOf, applySearchData, applySortData, withWithoutAi } from './progressData';
import { autoOpenPanels, panelScrolled, togglePanel, type PanelIndex } from './panelRules';

/** Every change the paper-search flow can go through. Stream actions name the request they belong to. */
export type FlowAction =
  | { type: 'startSearch'; requestId: number; topic: string }
  | { type: 'resumeSearch'; requestId: number; id: string; topic: string }
  | { type: 'searchProgress'; requestId: number; progress: SearchProgress }
  | { type: 'startSort'; requestId: number }
  | { type: 'sortProgress'; requestId: number; progress: SortProgress }
  | { type: 'requestEnded'; requestId: number; notice?: string | null; usesAi?: boolean }
  | { type: 'setError'; requestId?: number; message: string }
  | { type: 'clearError' }
  | { type: 'resetToStep1' }
  | { type: 'backToStep2' }
  | { type: 'restore'; session: ResearchSessionDto }
  | { type: 'togglePanel'; panel: PanelIndex }
  | { type: 'panelScrolled'; panel: PanelIndex }
  | { type: 'openDrawer'; group: number | null }
  | { type: 'closeDrawer' }
  | { type: 'viewport'; width: number };

/** No request is live: events of any earlier request (ids start at 1) are ignored. */
const NO_REQUEST = 0;

const noError: FlowState['error'] = { hasError: false, errorMessage: '' };

/** spec §4 resetToStep1: back to the topic; loading, step-2/3 state, error, id and papers cleared. */
function resetToStep1(state: FlowState): FlowState {
  return { ...initialFlowState(state.viewportWidth), topic: state.topic, requestId: NO_REQUEST };
}

const SORT_STEPS = new Set(['group', 'skeleton', 'merge']);

/** spec §4 backToStep2: the search result stays, step 3 starts over. */
function backToStep2(state: FlowState): FlowState {
  const panels = { ...state.panels, newStep3State: { ...state.panels.newStep3State, activingGroup: null } };
  return {
    ...state,
    withoutAi: state.withoutAi.filter((n) => !SORT_STEPS.has(n.step)),
    step: 2,
    step3: initialStep3,
    sortLoading: false,
    paperListDrawer: false,
    panels,
    requestId: NO_REQUEST,
  };
}

function onSearchProgress(state: FlowState, progress: SearchProgress): FlowState {
  const notice = state.notice ?? aiFailureOf(progress);
  const withoutAi = withWithoutAi(state.withoutAi, progress);
  let next: FlowState = { ...state, notice, withoutAi, step2: applySearchData(state.step2, progress) };
  if (progress.status === SearchStatus.GetUUID) next = { ...next, id: progress.data.id };
  if (progress.status === SearchStatus.Finished) {
    next = { ...next, bibList: progress.data.bibList, bibDict: progress.data.bibDict, searchLoading: false };
  }
  return autoOpenPanels(next);
}

function onSortProgress(state: FlowState, progress: SortProgress): FlowState {
  const notice = state.notice ?? aiFailureOf(progress);
  const withoutAi = withWithoutAi(state.withoutAi, progress);
  const next: FlowState = { ...state, notice, withoutAi, step3: applySortData(state.step3, progress) };
  return autoOpenPanels(progress.status === SortStatus.Finished ? { ...next, sortLoading: false } : next);
}

/**
 * The stream ended: loading stops, and a run whose `done` says it used no answer of the model (it
 * ended fully keyword-based) is shown as a run without AI.
 */
function endRequest(state: FlowState, usesAi: boolean | undefined): FlowState {
  const ended = { ...state, searchLoading: false, sortLoading: false };
  if (usesAi !== false) return ended;
  return state.sortLoading
    ? { ...ended, step3: { ...state.step3, usesAi: false } }
    : { ...ended, step2: { ...state.step2, usesAi: false } };
}

/** A saved session as the flow shows it (history detail, "reopen in the flow"). */
function restore(state: FlowState, session: ResearchSessionDto): FlowState {
  const base = initialFlowState(state.viewportWidth);
  const restored: FlowState = {
    ...base,
    id: session.id,
    step: session.step as FlowState['step'],
    topic: session.topic,
    // A stopped run says so in its own notice, not with the server's English 'Stopped by the user.'
    notice: session.state === 'aborted' ? null : session.errorMsg,
    withoutAi: session.withoutAi,
    isStopped: session.state === 'aborted',
    bibList: session.bibList,
    bibDict: Object.fromEntries(session.bibList.map((paper) => [paper.bibkey, paper])),
    step2: {
      ...initialStep2,
      currentStep: session.searchStatus as SearchStatus,
      usesAi: session.usesAi,
      aiSearchResult: session.aiSearchResult,
      expandQueriesResult: session.expandQueriesResult,
      searchSemanticLength: session.searchSemanticLength,
      sources: session.sources,
      knowledgeFiles: session.knowledgeFiles ?? [],
    },
    step3: {
      ...initialStep3,
      currentStep: session.sortStatus as SortStatus,
      usesAi: session.usesAi,
      groupPapers: session.groupPapers,
      initSkeletons: session.initSkeletons,
      mergedSkeleton: session.mergedSkeleton,
    },
    requestId: NO_REQUEST,
  };
  return autoOpenPanels(restored);
}

/** Whether a stream action belongs to a request that has been replaced (spec §4 abort). */
const isStale = (state: FlowState, action: FlowAction) =>
  'requestId' in action && action.requestId !== undefined && action.requestId !== state.requestId;

/** The paper-search flow (conventions §7): pure, so replaying stored events rebuilds the same state. */
export function flowReducer(state: FlowState, action: FlowAction): FlowState {
  const isNewRequest = action.type === 'startSearch' || action.type === 'resumeSearch' || action.type === 'startSort';
  if (!isNewRequest && isStale(state, action)) return state;
  switch (action.type) {
    case 'startSearch':
    case 'resumeSearch': {
      const fresh = { ...initialFlowState(state.viewportWidth), topic: action.topic, requestId: action.requestId };
      return { ...fresh, id: action.type === 'resumeSearch' ? action.id : null, step: 2, searchLoading: true };
    }
    case 'searchProgress':
      return onSearchProgress(state, action.progress);
    case 'startSort':
      return {
        ...backToStep2(state),
        step: 3,
        sortLoading: true,
        error: noError,
        requestId: action.requestId,
      };
    case 'sortProgress':
      return onSortProgress(state, action.progress);
    case 'requestEnded':
      return { ...endRequest(state, action.usesAi), notice: state.notice ?? action.notice ?? null };
    case 'setError':
      return {
        ...state,
        searchLoading: false,
        sortLoading: false,
        error: { hasError: true, errorMessage: action.message },
      };
    case 'clearError':
      return { ...state, error: noError };
    case 'resetToStep1':
      return resetToStep1(state);
    case 'backToStep2':
      return backToStep2(state);
    case 'restore':
      return restore(state, action.session);
    case 'togglePanel':
      return togglePanel(state, action.panel);
    case 'panelScrolled':
      return panelScrolled(state, action.panel);
    case 'openDrawer': {
      const newStep3State = { ...state.panels.newStep3State, activingGroup: action.group };
      const step3 = { ...state.step3, activePanel: action.group };
      return { ...state, paperListDrawer: true, step3, panels: { ...state.panels, newStep3State } };
    }
    case 'closeDrawer':
      return { ...state, paperListDrawer: false };
    case 'viewport':
      return { ...state, viewportWidth: action.width };
  }
}
