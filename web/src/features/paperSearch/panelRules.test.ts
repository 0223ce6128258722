import { describe, expect, it } from 'vitest';
import { SearchStatus } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress } from '@inkstone/shared/api/paperAgentStream';
import { flowReducer } from './flowReducer';
import { initialFlowState, type FlowState } from './flowState';
import { isNarrowScreen } from './panelRules';
import { searchProgressAt } from './testRun';

const opened = (state: FlowState) => [
  state.panels.newStep1State.isOpened,
  state.panels.newStep2State.isOpened,
  state.panels.newStep3State.isOpened,
];

const progressAt = (status: SearchProgress['status']) =>
  ({ type: 'searchProgress', requestId: 1, progress: searchProgressAt(status) }) as const;

function atStatus(width: number, ...statuses: SearchProgress['status'][]): FlowState {
  let state = flowReducer(initialFlowState(width), { type: 'startSearch', requestId: 1, topic: 't' });
  for (const status of statuses) state = flowReducer(state, progressAt(status));
  return state;
}

describe('panel auto-open rules (spec §4)', () => {
  it('treats 959 px as narrow and 960 px as wide', () => {
    expect(isNarrowScreen(959)).toBe(true);
    expect(isNarrowScreen(960)).toBe(false);
  });

  it('opens nothing before Extending, panel 1 at Extending, 2 at PaperSearching, 3 at Grouping (960 px)', () => {
    expect(opened(atStatus(960, SearchStatus.GetUUID, SearchStatus.Connected))).toEqual([false, false, false]);
    const extending = atStatus(960, SearchStatus.Connected, SearchStatus.AiSearch);
    expect(opened(extending)).toEqual([true, false, false]);
    expect(extending.panels.newStep1State.scrollToEle).toBe(true);
    expect(opened(atStatus(960, SearchStatus.AiSearch, SearchStatus.ExpandQueries))).toEqual([true, true, false]);
    const grouping = atStatus(960, SearchStatus.AiSearch, SearchStatus.ExpandQueries, SearchStatus.TranslatePapers);
    expect(opened(grouping)).toEqual([true, true, true]);
  });

  it('closes the earlier panel when the next opens below 960 px (959 px)', () => {
    expect(opened(atStatus(959, SearchStatus.AiSearch))).toEqual([true, false, false]);
    expect(opened(atStatus(959, SearchStatus.AiSearch, SearchStatus.ExpandQueries))).toEqual([false, true, false]);
    const grouping = atStatus(959, SearchStatus.AiSearch, SearchStatus.ExpandQueries, SearchStatus.TranslatePapers);
    expect(opened(grouping)).toEqual([false, false, true]);
  });

  it('opens each panel by itself only once: a panel the user closed stays closed', () => {
    let state = atStatus(1280, SearchStatus.AiSearch);
    state = flowReducer(state, { type: 'togglePanel', panel: 0 });
    expect(opened(state)).toEqual([false, false, false]);
    state = flowReducer(state, progressAt(SearchStatus.AiSearch));
    state = flowReducer(state, progressAt(SearchStatus.ExpandQueries));
    expect(opened(state)).toEqual([false, true, false]);
  });

  it('follows the width the view reports', () => {
    let state = atStatus(1280, SearchStatus.AiSearch);
    state = flowReducer(state, { type: 'viewport', width: 959 });
    state = flowReducer(state, progressAt(SearchStatus.ExpandQueries));
    expect(opened(state)).toEqual([false, true, false]);
  });

  it('on a narrow screen a panel opened by hand closes the others; on a wide one it does not', () => {
    const wide = flowReducer(atStatus(960, SearchStatus.AiSearch, SearchStatus.ExpandQueries), {
      type: 'togglePanel',
      panel: 2,
    });
    expect(opened(wide)).toEqual([true, true, true]);
    const narrow = flowReducer(atStatus(959, SearchStatus.AiSearch, SearchStatus.ExpandQueries), {
      type: 'togglePanel',
      panel: 0,
    });
    expect(opened(narrow)).toEqual([true, false, false]);
  });

  it('a scrolled panel is not scrolled to again', () => {
    const state = flowReducer(atStatus(1280, SearchStatus.AiSearch), { type: 'panelScrolled', panel: 0 });
    expect(state.panels.newStep1State).toEqual({ isOpened: true, scrollToEle: false });
  });
});
