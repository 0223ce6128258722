import { describe, expect, it } from 'vitest';
import { SearchStatus, SortStatus, type ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import type { SearchProgress } from '@inkstone/shared/api/paperAgentStream';
import { flowReducer, type FlowAction } from './flowReducer';
import { initialFlowState, overallProgressOf, OverallProgress, ranWithoutAi, type FlowState } from './flowState';
import { searchProgressAt, searchRun, sortRun } from './testRun';

const WIDE = 1280;

function run(state: FlowState, actions: FlowAction[]): FlowState {
  return actions.reduce(flowReducer, state);
}

const searchEvents = (requestId: number, events = searchRun): FlowAction[] =>
  events.map((progress) => ({ type: 'searchProgress', requestId, progress }));
const sortEvents = (requestId: number, events = sortRun): FlowAction[] =>
  events.map((progress) => ({ type: 'sortProgress', requestId, progress }));
const searchProgress = (progress: SearchProgress): FlowAction => ({ type: 'searchProgress', requestId: 1, progress });

function searched(): FlowState {
  const started = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: '机器翻译' });
  return run(started, searchEvents(1));
}

describe('flowReducer: step 2', () => {
  it('starts a search at step 2 with loading on and nothing left from before', () => {
    const state = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: '机器翻译' });
    expect(state).toMatchObject({ step: 2, topic: '机器翻译', searchLoading: true, requestId: 1, id: null });
    expect(overallProgressOf(state)).toBe(OverallProgress.BeforeConnected);
  });

  it('applies every status with its data, in order', () => {
    let state = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 't' });
    const seen: Partial<Record<number, FlowState>> = {};
    for (const action of searchEvents(1)) {
      state = flowReducer(state, action);
      if (action.type === 'searchProgress') seen[action.progress.status] = state;
    }
    expect(seen[SearchStatus.GetUUID]?.id).toBe('5a7f2c1e-0000-4000-8000-000000000001');
    expect(seen[SearchStatus.Connected]?.step2).toMatchObject({ usesAi: true, wordsCost: 500 });
    expect(seen[SearchStatus.AiSearch]?.step2.aiSearchResult).toEqual(['Neural MT quality']);
    expect(seen[SearchStatus.ExpandQueries]?.step2.expandQueriesResult).toHaveLength(2);
    expect(seen[SearchStatus.SearchSemantic]?.step2.searchSemanticLength).toBe(42);
    expect(seen[SearchStatus.SearchSemantic]?.step2.sources[0]?.status).toBe('ok');
    expect(seen[SearchStatus.FilterPapers]?.step2.filter).toEqual({ kept: 3, judged: 42, total: 42 });
    expect(seen[SearchStatus.TranslatePapers]?.step2.translate).toEqual({ translated: 3, total: 3 });
    expect(state.step2.currentStep).toBe(SearchStatus.Finished);
    expect(state.bibList.map((p) => p.bibkey)).toEqual(['a2021', 'b2022', 'c2023']);
    expect(state.bibDict.b2022?.title).toBe('Paper b2022');
    expect(state.searchLoading).toBe(false);
  });

  it('derives the overall progress 0–5 exactly as spec §4 says', () => {
    let state = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 't' });
    const progressAt = (status: SearchProgress['status']) => {
      state = flowReducer(state, searchProgress(searchProgressAt(status)));
      return overallProgressOf(state);
    };
    expect(progressAt(SearchStatus.GetUUID)).toBe(OverallProgress.BeforeConnected);
    expect(progressAt(SearchStatus.Connected)).toBe(OverallProgress.Thinking);
    expect(progressAt(SearchStatus.AiSearch)).toBe(OverallProgress.Extending);
    expect(progressAt(SearchStatus.ExpandQueries)).toBe(OverallProgress.PaperSearching);
    expect(progressAt(SearchStatus.SearchSemantic)).toBe(OverallProgress.PaperSearching);
    expect(progressAt(SearchStatus.FilterPapers)).toBe(OverallProgress.PaperSearching);
    expect(progressAt(SearchStatus.TranslatePapers)).toBe(OverallProgress.Grouping);
    expect(progressAt(SearchStatus.Finished)).toBe(OverallProgress.Grouping);
    state = flowReducer(state, { type: 'startSort', requestId: 2 });
    state = run(state, sortEvents(2, sortRun.slice(0, -1)));
    expect(overallProgressOf(state)).toBe(OverallProgress.Grouping);
    state = flowReducer(state, { type: 'sortProgress', requestId: 2, progress: sortRun.at(-1)! });
    expect(overallProgressOf(state)).toBe(OverallProgress.Finished);
  });

  it('never moves a status backwards when an earlier status arrives late', () => {
    const state = flowReducer(searched(), searchProgress(searchProgressAt(SearchStatus.AiSearch)));
    expect(state.step2.currentStep).toBe(SearchStatus.Finished);
  });

  it('says the run had no AI when Connected reports usesAi false', () => {
    const start = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 't' });
    const state = flowReducer(
      start,
      searchProgress({ status: SearchStatus.Connected, data: { usesAi: false, wordsCost: 0 } }),
    );
    expect(ranWithoutAi(state)).toBe(true);
    expect(ranWithoutAi(searched())).toBe(false);
  });
});

describe('flowReducer: partial failures', () => {
  it('keeps the first aiFailure note of a step that fell back offline', () => {
    const start = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 't' });
    const aiFailure = { errorCode: 'upstream_timeout', errorMsg: 'The model timed out' };
    let state = flowReducer(
      start,
      searchProgress({ status: SearchStatus.FilterPapers, data: { kept: 1, judged: 2, total: 2, aiFailure } }),
    );
    expect(state.notice).toBe('The model timed out');
    state = flowReducer(state, { type: 'requestEnded', requestId: 1, notice: 'Other' });
    expect(state.notice).toBe('The model timed out');
  });

  it('takes the done note when no step reported one', () => {
    const start = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 't' });
    const state = flowReducer(start, { type: 'requestEnded', requestId: 1, notice: 'arXiv failed' });
    expect(state).toMatchObject({ notice: 'arXiv failed', searchLoading: false });
  });
});

describe('flowReducer: step 3', () => {
  it('groups, builds and merges the skeleton, then finishes', () => {
    let state = flowReducer(searched(), { type: 'startSort', requestId: 2 });
    expect(state).toMatchObject({ step: 3, sortLoading: true });
    state = run(state, sortEvents(2));
    expect(state.step3.currentStep).toBe(SortStatus.Finished);
    expect(state.step3.groupPapers[0]?.name).toBe('MT');
    expect(state.step3.initSkeletons[0]).toHaveLength(2);
    expect(state.step3.mergedSkeleton.map((s) => s.section_name)).toEqual(['神经机器翻译', '评测']);
    expect(state.sortLoading).toBe(false);
    expect(state.bibList).toHaveLength(3);
  });
});

describe('flowReducer: errors, reset, back and abort', () => {
  it('setError stores the message and stops loading; clearError resets it', () => {
    const failed = flowReducer(searched(), { type: 'setError', message: 'Source down' });
    expect(failed.error).toEqual({ hasError: true, errorMessage: 'Source down' });
    expect(flowReducer(failed, { type: 'clearError' }).error).toEqual({ hasError: false, errorMessage: '' });
  });

  it('resetToStep1 clears loading, step-2/3 state, error, id and papers and ignores the old request', () => {
    let state = flowReducer(searched(), { type: 'startSort', requestId: 2 });
    state = run(state, sortEvents(2, sortRun.slice(0, 2)));
    state = flowReducer(state, { type: 'setError', requestId: 2, message: 'x' });
    state = flowReducer(state, { type: 'resetToStep1' });
    expect(state).toEqual({ ...initialFlowState(WIDE), topic: '机器翻译' });
    // A late event of the cancelled sort changes nothing.
    expect(run(state, sortEvents(2))).toEqual(state);
  });

  it('backToStep2 keeps the search result and resets step 3', () => {
    let state = flowReducer(searched(), { type: 'startSort', requestId: 2 });
    state = run(state, sortEvents(2));
    state = flowReducer(state, { type: 'openDrawer', group: 0 });
    const back = flowReducer(state, { type: 'backToStep2' });
    expect(back.step).toBe(2);
    expect(back.step3).toEqual(initialFlowState(WIDE).step3);
    expect(back.bibList).toHaveLength(3);
    expect(back.step2).toEqual(state.step2);
    expect(back.paperListDrawer).toBe(false);
    expect(back.panels.newStep3State.activingGroup).toBeNull();
    expect(run(back, sortEvents(2))).toEqual(back);
  });

  it('a new request cancels the previous one: its events no longer apply', () => {
    let state = flowReducer(initialFlowState(WIDE), { type: 'startSearch', requestId: 1, topic: 'first' });
    state = run(state, searchEvents(1, searchRun.slice(0, 3)));
    state = flowReducer(state, { type: 'startSearch', requestId: 2, topic: 'second' });
    expect(state.step2.currentStep).toBe(SearchStatus.BeforeConnected);
    state = run(state, searchEvents(1, searchRun.slice(3)));
    expect(state.step2.currentStep).toBe(SearchStatus.BeforeConnected);
    expect(state.bibList).toEqual([]);
    state = flowReducer(state, { type: 'setError', requestId: 1, message: 'aborted' });
    expect(state.error.hasError).toBe(false);
    state = run(state, searchEvents(2));
    expect(state.topic).toBe('second');
    expect(state.step2.currentStep).toBe(SearchStatus.Finished);
  });
});

describe('flowReducer: replay', () => {
  it('replaying the stored events on reconnect rebuilds the same state as the live run', () => {
    const live = searched();
    let resumed = flowReducer(initialFlowState(WIDE), {
      type: 'resumeSearch',
      requestId: 7,
      id: live.id ?? '',
      topic: '机器翻译',
    });
    resumed = run(resumed, searchEvents(7));
    expect({ ...resumed, requestId: 1 }).toEqual(live);
  });

  it('restores a saved session with its papers, sections and panels', () => {
    const done = run(flowReducer(searched(), { type: 'startSort', requestId: 2 }), sortEvents(2));
    const session: ResearchSessionDto = {
      id: done.id ?? '',
      topic: done.topic,
      state: 'finished',
      step: 3,
      searchStatus: SearchStatus.Finished,
      sortStatus: SortStatus.Finished,
      usesAi: true,
      options: { maxPapers: 50, language: 'cn' },
      aiSearchResult: done.step2.aiSearchResult,
      expandQueriesResult: done.step2.expandQueriesResult,
      searchSemanticLength: 42,
      sources: done.step2.sources,
      bibList: done.bibList,
      groupPapers: done.step3.groupPapers,
      initSkeletons: done.step3.initSkeletons,
      mergedSkeleton: done.step3.mergedSkeleton,
      withoutAi: [],
      errorMsg: null,
      wordsCharged: 500,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    };
    const restored = flowReducer(initialFlowState(WIDE), { type: 'restore', session });
    expect(restored.bibDict).toEqual(done.bibDict);
    expect(restored.step3.mergedSkeleton).toEqual(done.step3.mergedSkeleton);
    expect(overallProgressOf(restored)).toBe(OverallProgress.Finished);
    expect(restored.panels).toEqual(done.panels);
  });
});

describe('flowReducer: drawer', () => {
  it('opens on a group or on all papers and remembers the group', () => {
    const done = run(flowReducer(searched(), { type: 'startSort', requestId: 2 }), sortEvents(2));
    const group = flowReducer(done, { type: 'openDrawer', group: 1 });
    expect(group.paperListDrawer).toBe(true);
    expect(group.panels.newStep3State.activingGroup).toBe(1);
    expect(group.step3.activePanel).toBe(1);
    const all = flowReducer(group, { type: 'openDrawer', group: null });
    expect(all.panels.newStep3State.activingGroup).toBeNull();
    expect(flowReducer(all, { type: 'closeDrawer' }).paperListDrawer).toBe(false);
  });
});
