import type { WritingProjectDto } from '@inkstone/shared/api/writing';
import { draftOf, moveItem, updateList, withThinness, type DraftSection, type ItemPath } from './outlineDraft';

/** The three steps of /apps/writing (spec §2): settings, outline, review. */
export type WritingStep = 'setup' | 'outline' | 'review';

/** What the page shows: the step, the project, and the outline as the user is editing it. */
export interface WritingFlowState {
  step: WritingStep;
  projectId: string | undefined;
  draft: DraftSection[];
  /** The draft differs from the saved outline. */
  isDirty: boolean;
  /** Counter for the keys of added sections, so the reducer stays pure. */
  nextKey: number;
}

export type WritingFlowAction =
  | { type: 'projectLoaded'; project: WritingProjectDto; hasReview: boolean }
  | { type: 'rename'; path: ItemPath; title: string }
  | { type: 'move'; path: ItemPath; delta: -1 | 1 }
  | { type: 'remove'; path: ItemPath }
  | { type: 'addSection'; title: string }
  | { type: 'addSubsection'; section: number; title: string }
  | { type: 'assignPaper'; path: ItemPath; bibkey: string }
  | { type: 'unassignPaper'; path: ItemPath; bibkey: string }
  | { type: 'discardEdits'; project: WritingProjectDto }
  | { type: 'reviewStarted' }
  | { type: 'backToOutline' }
  | { type: 'startOver' };

/** The flow before any project exists. */
export const initialWritingFlow: WritingFlowState = {
  step: 'setup',
  projectId: undefined,
  draft: [],
  isDirty: false,
  nextKey: 1,
};

const newItem = (key: number, title: string) => ({
  key: `new-${key}`,
  title: title.trim(),
  why: '',
  bibkeys: [],
  isThin: true,
});

function edited(state: WritingFlowState, draft: DraftSection[]): WritingFlowState {
  return { ...state, draft, isDirty: true };
}

/** Step changes and outline edits; a pure function the page dispatches to (unit-tested). */
export function writingFlowReducer(state: WritingFlowState, action: WritingFlowAction): WritingFlowState {
  switch (action.type) {
    case 'projectLoaded':
      return {
        ...state,
        step: action.hasReview ? 'review' : 'outline',
        projectId: action.project.projectId,
        draft: draftOf(action.project.outline),
        isDirty: false,
      };
    case 'rename': {
      const title = action.title.trim();
      if (!title) return state;
      return edited(
        state,
        updateList(state.draft, action.path, (list, i) => list.map((item, j) => (j === i ? { ...item, title } : item))),
      );
    }
    case 'move':
      return edited(
        state,
        updateList(state.draft, action.path, (list, i) => moveItem(list, i, action.delta)),
      );
    case 'remove':
      // The outline needs at least one section (revisionOutline refuses an empty one).
      if (action.path.sub === undefined && state.draft.length <= 1) return state;
      return edited(
        state,
        updateList(state.draft, action.path, (list, i) => list.filter((_, j) => j !== i)),
      );
    case 'addSection':
      if (!action.title.trim()) return state;
      return {
        ...edited(state, [...state.draft, { ...newItem(state.nextKey, action.title), subsections: [] }]),
        nextKey: state.nextKey + 1,
      };
    case 'addSubsection': {
      if (!action.title.trim()) return state;
      const sub = newItem(state.nextKey, action.title);
      const draft = state.draft.map((section, i) =>
        i === action.section ? { ...section, subsections: [...section.subsections, sub] } : section,
      );
      return { ...edited(state, draft), nextKey: state.nextKey + 1 };
    }
    case 'assignPaper':
    case 'unassignPaper': {
      const { bibkey } = action;
      const change = (keys: string[]) =>
        action.type === 'assignPaper'
          ? keys.includes(bibkey)
            ? keys
            : [...keys, bibkey]
          : keys.filter((k) => k !== bibkey);
      const draft = updateList(state.draft, action.path, (list, i) =>
        list.map((item, j) => (j === i ? { ...item, bibkeys: change(item.bibkeys) } : item)),
      );
      return edited(state, withThinness(draft));
    }
    case 'discardEdits':
      return { ...state, draft: draftOf(action.project.outline), isDirty: false };
    case 'reviewStarted':
      return { ...state, step: 'review' };
    case 'backToOutline':
      return state.projectId ? { ...state, step: 'outline' } : state;
    case 'startOver':
      return initialWritingFlow;
  }
}
