import type {
  AgentKnowledgeFile,
  AgentPaper,
  PaperGroup,
  Section,
  StepWithoutAi,
} from '@inkstone/shared/api/paperAgent';
import { SearchStatus, SortStatus } from '@inkstone/shared/api/paperAgent';
import type { SourceStatusDto } from '@inkstone/shared/api/papers';

/** spec §4 overall progress of the flow (0–5), derived from the step-2 and step-3 statuses. */
export const OverallProgress = {
  BeforeConnected: 0,
  Thinking: 1,
  Extending: 2,
  PaperSearching: 3,
  Grouping: 4,
  Finished: 5,
} as const;
export type OverallProgress = (typeof OverallProgress)[keyof typeof OverallProgress];

/** The three numbered steps of the flow: topic, search, sort. */
export type FlowStep = 1 | 2 | 3;

/** spec §3 step-2 state, plus the per-status data the progress panels show. */
export interface Step2State {
  currentStep: SearchStatus;
  usesAi: boolean | null;
  wordsCost: number | null;
  aiSearchResult: string[];
  expandQueriesResult: string[];
  searchSemanticLength: number;
  /** Candidates the citation hop added (live sources only). */
  citationExpanded: number;
  sources: SourceStatusDto[];
  /** The user's knowledge-base files that joined the candidates (none when no file was chosen). */
  knowledgeFiles: AgentKnowledgeFile[];
  /** `byAi`: candidates the model judged (the rest were ranked by search score); absent in old events. */
  filter: { kept: number; judged: number; total: number; byAi?: number } | null;
  translate: { translated: number; total: number } | null;
}

/** spec §3 step-3 state; `activePanel` is the section the user last picked. */
export interface Step3State {
  currentStep: SortStatus;
  usesAi: boolean | null;
  activePanel: number | null;
  groupPapers: PaperGroup[];
  initSkeletons: Section[][];
  mergedSkeleton: Section[];
}

/** spec §3 UI state of one panel. `scrollToEle` asks the view to scroll the panel into sight once. */
export interface PanelState {
  isOpened: boolean;
  scrollToEle: boolean;
}

/** The three panels; panel 3 also remembers the group whose papers the drawer lists (null = all). */
export interface PanelsState {
  newStep1State: PanelState;
  newStep2State: PanelState;
  newStep3State: PanelState & { activingGroup: number | null };
}

/** The whole paper-search flow (spec §3 research session + UI state). */
export interface FlowState {
  /** The research session id the server issued (GetUUID). */
  id: string | null;
  step: FlowStep;
  topic: string;
  bibList: AgentPaper[];
  bibDict: Record<string, AgentPaper>;
  searchLoading: boolean;
  sortLoading: boolean;
  error: { hasError: boolean; errorMessage: string };
  /** A partial failure the run survived (the model fell back to offline, a source failed). */
  notice: string | null;
  /** The steps that went (wholly or in part) without the model, one note per step. */
  withoutAi: StepWithoutAi[];
  /** A saved run the user stopped: it keeps the papers it had found (issue 21). */
  isStopped: boolean;
  step2: Step2State;
  step3: Step3State;
  panels: PanelsState;
  /** Panels already opened automatically: each opens by itself only once (spec §4). */
  autoOpened: [boolean, boolean, boolean];
  paperListDrawer: boolean;
  /** The request whose events are applied; events of an older (cancelled) request are ignored. */
  requestId: number;
  viewportWidth: number;
}

/** Step-2 state before anything happened. */
export const initialStep2: Step2State = {
  currentStep: SearchStatus.BeforeConnected,
  usesAi: null,
  wordsCost: null,
  aiSearchResult: [],
  expandQueriesResult: [],
  searchSemanticLength: 0,
  citationExpanded: 0,
  sources: [],
  knowledgeFiles: [],
  filter: null,
  translate: null,
};

/** Step-3 state before anything happened. */
export const initialStep3: Step3State = {
  currentStep: SortStatus.BeforeConnected,
  usesAi: null,
  activePanel: null,
  groupPapers: [],
  initSkeletons: [],
  mergedSkeleton: [],
};

const closedPanel: PanelState = { isOpened: false, scrollToEle: false };

/** All panels closed, none opened automatically yet. */
const initialPanels: PanelsState = {
  newStep1State: closedPanel,
  newStep2State: closedPanel,
  newStep3State: { ...closedPanel, activingGroup: null },
};

/** The flow at step 1 with nothing run yet. */
export function initialFlowState(viewportWidth: number): FlowState {
  return {
    id: null,
    step: 1,
    topic: '',
    bibList: [],
    bibDict: {},
    searchLoading: false,
    sortLoading: false,
    error: { hasError: false, errorMessage: '' },
    notice: null,
    withoutAi: [],
    isStopped: false,
    step2: initialStep2,
    step3: initialStep3,
    panels: initialPanels,
    autoOpened: [false, false, false],
    paperListDrawer: false,
    requestId: 0,
    viewportWidth,
  };
}

/** spec §4: the overall progress 0–5 of a flow. */
export function overallProgressOf(state: Pick<FlowState, 'step2' | 'step3'>): OverallProgress {
  if (state.step3.currentStep === SortStatus.Finished) return OverallProgress.Finished;
  const status = state.step2.currentStep;
  if (status >= SearchStatus.TranslatePapers) return OverallProgress.Grouping;
  if (status >= SearchStatus.ExpandQueries) return OverallProgress.PaperSearching;
  if (status >= SearchStatus.AiSearch) return OverallProgress.Extending;
  if (status >= SearchStatus.Connected) return OverallProgress.Thinking;
  return OverallProgress.BeforeConnected;
}

/** Whether the run used no model (either step said so). */
export function ranWithoutAi(state: Pick<FlowState, 'step2' | 'step3'>): boolean {
  return state.step2.usesAi === false || state.step3.usesAi === false;
}
