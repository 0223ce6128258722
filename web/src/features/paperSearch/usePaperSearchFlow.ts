import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { AgentSearchReq, ResearchSessionDto } from '@inkstone/shared/api/paperAgent';
import { abortSession, streamResume, streamSearch, streamSort, type OnStreamEvent } from './api';
import { flowReducer } from './flowReducer';
import { initialFlowState } from './flowState';
import { followRun, type StreamOutcome, type StreamRun } from './followRun';
import { clearLiveSession, loadLiveSession, saveLiveSession, type LiveSession } from './liveSession';
import { paperSearchKeys } from './queries';
import { RequestSlot } from './requestSlot';

/** A failed run is forgotten unless only the connection was lost (the run may still be going). */
function forgetIfFailed(outcome: StreamOutcome): void {
  if (!outcome.isOk && !outcome.isConnectionLost) clearLiveSession();
}

/**
 * The paper-search flow: the reducer plus the streams that drive it. Holds the one live request
 * (spec §4: a new one cancels the previous), remembers the tab's run so a reload reconnects to it and
 * replays it (while it runs, and after it finished), and moves on to grouping when a search found papers.
 */
export function usePaperSearchFlow() {
  const [state, dispatch] = useReducer(flowReducer, window.innerWidth, initialFlowState);
  const slot = useRef(new RequestSlot());
  const queryClient = useQueryClient();

  const follow = useCallback(
    (run: StreamRun, open: (on: OnStreamEvent, signal: AbortSignal) => Promise<void>) => followRun(run, open, dispatch),
    [],
  );

  const sort = useCallback(
    async (live: LiveSession, isResume: boolean) => {
      const request = slot.current.next();
      dispatch({ type: 'startSort', requestId: request.id });
      saveLiveSession({ ...live, stream: 'sort' });
      const run = { kind: 'sort', request, topic: live.topic, sessionId: live.id } as const;
      const outcome = await follow(run, (on, signal) =>
        isResume ? streamResume({ id: live.id, stream: 'sort' }, on, signal) : streamSort(live.id, on, signal),
      );
      // A finished run stays remembered, so a reload shows it again (its events replay).
      if (!request.signal.aborted) forgetIfFailed(outcome);
      void queryClient.invalidateQueries({ queryKey: paperSearchKeys.all });
      return outcome;
    },
    [follow, queryClient],
  );

  /** After a search stream: group the papers when it found some; a failed run is forgotten. */
  const afterSearch = useCallback(
    async (outcome: StreamOutcome, topic: string, signal: AbortSignal) => {
      if (signal.aborted) return;
      if (outcome.isOk && outcome.id && outcome.keptPapers > 0) {
        await sort({ id: outcome.id, topic, stream: 'sort' }, false);
        return;
      }
      forgetIfFailed(outcome);
      void queryClient.invalidateQueries({ queryKey: paperSearchKeys.all });
    },
    [sort, queryClient],
  );

  const start = useCallback(
    async (body: AgentSearchReq) => {
      const request = slot.current.next();
      dispatch({ type: 'startSearch', requestId: request.id, topic: body.topic });
      const outcome = await follow({ kind: 'search', request, topic: body.topic }, (on, signal) =>
        streamSearch(body, on, signal),
      );
      await afterSearch(outcome, body.topic, request.signal);
    },
    [follow, afterSearch],
  );

  const resume = useCallback(
    async (live: LiveSession) => {
      const request = slot.current.next();
      dispatch({ type: 'resumeSearch', requestId: request.id, id: live.id, topic: live.topic });
      const run = { kind: 'search', request, topic: live.topic, sessionId: live.id } as const;
      const outcome = await follow(run, (on, signal) => streamResume({ id: live.id, stream: 'search' }, on, signal));
      if (live.stream === 'sort' && outcome.isOk) await sort(live, true);
      else await afterSearch({ ...outcome, id: live.id }, live.topic, request.signal);
    },
    [follow, sort, afterSearch],
  );

  /**
   * Stops the run here and on the server (the session is marked aborted there and keeps the papers
   * it had found); the history shows it as stopped once the server has recorded that.
   */
  const stopRun = useCallback(() => {
    slot.current.cancel();
    clearLiveSession();
    if (state.id && (state.searchLoading || state.sortLoading)) {
      void abortSession(state.id)
        .then(() => queryClient.invalidateQueries({ queryKey: paperSearchKeys.all }))
        .catch(() => undefined);
    }
  }, [state.id, state.searchLoading, state.sortLoading, queryClient]);

  const restore = useCallback((session: ResearchSessionDto) => {
    slot.current.cancel();
    clearLiveSession();
    dispatch({ type: 'restore', session });
  }, []);

  useEffect(() => {
    const live = loadLiveSession();
    if (live) void resume(live);
    const currentSlot = slot.current;
    const onResize = () => dispatch({ type: 'viewport', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => {
      window.removeEventListener('resize', onResize);
      // Leaving the page only closes this tab's connection; the run goes on and can be resumed.
      currentSlot.cancel();
    };
  }, [resume]);

  const actions = {
    start,
    regroup: () => {
      if (state.id) void sort({ id: state.id, topic: state.topic, stream: 'sort' }, false);
    },
    stop: () => {
      stopRun();
      dispatch({ type: 'requestEnded', requestId: state.requestId });
    },
    resetToStep1: () => {
      stopRun();
      dispatch({ type: 'resetToStep1' });
    },
    backToStep2: () => {
      stopRun();
      dispatch({ type: 'backToStep2' });
    },
    restore,
  };
  return { state, dispatch, actions };
}
