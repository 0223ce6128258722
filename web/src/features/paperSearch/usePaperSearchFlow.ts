import { useCallback, useEffect, useReducer, useRef } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  SearchStatus,
  type AgentSearchReq,
  type AgentStreamDone,
  type ResearchSessionDto,
} from '@inkstone/shared/api/paperAgent';
import type { StreamEvent } from '@inkstone/shared/sse';
import { abortSession, streamResume, streamSearch, streamSort, type OnStreamEvent } from './api';
import { flowReducer, type FlowAction } from './flowReducer';
import { initialFlowState } from './flowState';
import { saveKnownWordsCost } from './knownWordsCost';
import { clearLiveSession, loadLiveSession, saveLiveSession, type LiveSession } from './liveSession';
import { paperSearchKeys } from './queries';
import { RequestSlot, type LiveRequest } from './requestSlot';
import { isCancelled, streamErrorMessage, streamFailureMessage } from './streamFailure';

type Dispatch = (action: FlowAction) => void;
type Kind = 'search' | 'sort';

/** What one stream reported, so the flow knows what to do when it ends. */
interface StreamOutcome {
  id: string | null;
  /** The done event's note of a partial failure. */
  notice: string | null;
  keptPapers: number;
  isOk: boolean;
}

/** One stream of the flow: which step, which request, and the topic it searches. */
interface StreamRun {
  kind: Kind;
  request: LiveRequest;
  topic: string;
}

/** Turns a stream's events into flow actions of one request, and notes its outcome. */
function eventHandler(dispatch: Dispatch, run: StreamRun, outcome: StreamOutcome): OnStreamEvent {
  const requestId = run.request.id;
  return (event: StreamEvent) => {
    if (event.type === 'progress') {
      const { status, data: payload } = event;
      dispatch({ type: run.kind === 'search' ? 'searchProgress' : 'sortProgress', requestId, status, data: payload });
      if (run.kind === 'sort') return;
      const data = event.data as { id?: string; bibList?: unknown[]; usesAi?: boolean; wordsCost?: number } | undefined;
      if (event.status === SearchStatus.Connected && data?.usesAi && typeof data.wordsCost === 'number') {
        saveKnownWordsCost(data.wordsCost);
      }
      if (event.status === SearchStatus.GetUUID && data?.id) {
        outcome.id = data.id;
        saveLiveSession({ id: data.id, topic: run.topic, stream: 'search' });
      }
      if (event.status === SearchStatus.Finished) outcome.keptPapers = data?.bibList?.length ?? 0;
    } else if (event.type === 'done') {
      outcome.notice = (event.data as Partial<AgentStreamDone> | null)?.errorMsg ?? null;
    } else if (event.type === 'error') {
      outcome.isOk = false;
      dispatch({ type: 'setError', requestId, message: streamErrorMessage(event) });
    }
  };
}

/**
 * The paper-search flow: the reducer plus the streams that drive it. Holds the one live request
 * (spec §4: a new one cancels the previous), remembers the running session so a reload reconnects and
 * replays it, and moves on to grouping when a search has found papers.
 */
export function usePaperSearchFlow() {
  const [state, dispatch] = useReducer(flowReducer, window.innerWidth, initialFlowState);
  const slot = useRef(new RequestSlot());
  const queryClient = useQueryClient();

  /** Runs one stream to its end; resolves with what it reported (isOk false when it failed). */
  const follow = useCallback(
    async (run: StreamRun, open: (on: OnStreamEvent, signal: AbortSignal) => Promise<void>) => {
      const { request } = run;
      const outcome: StreamOutcome = { id: null, notice: null, keptPapers: 0, isOk: true };
      try {
        await open(eventHandler(dispatch, run, outcome), request.signal);
        dispatch({ type: 'requestEnded', requestId: request.id, notice: outcome.notice });
      } catch (error) {
        if (isCancelled(error, request.signal)) return { ...outcome, isOk: false };
        outcome.isOk = false;
        dispatch({ type: 'setError', requestId: request.id, message: streamFailureMessage(error) });
      }
      return outcome;
    },
    [],
  );

  const sort = useCallback(
    async (live: LiveSession, isResume: boolean) => {
      const request = slot.current.next();
      dispatch({ type: 'startSort', requestId: request.id });
      saveLiveSession({ ...live, stream: 'sort' });
      const outcome = await follow({ kind: 'sort', request, topic: live.topic }, (on, signal) =>
        isResume ? streamResume({ id: live.id, stream: 'sort' }, on, signal) : streamSort(live.id, on, signal),
      );
      if (!request.signal.aborted) clearLiveSession();
      void queryClient.invalidateQueries({ queryKey: paperSearchKeys.all });
      return outcome;
    },
    [follow, queryClient],
  );

  /** After a search stream: group the papers when it found some, else the run is over. */
  const afterSearch = useCallback(
    async (outcome: StreamOutcome, topic: string, signal: AbortSignal) => {
      if (signal.aborted) return;
      if (outcome.isOk && outcome.id && outcome.keptPapers > 0) {
        await sort({ id: outcome.id, topic, stream: 'sort' }, false);
        return;
      }
      clearLiveSession();
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
      const outcome = await follow({ kind: 'search', request, topic: live.topic }, (on, signal) =>
        streamResume({ id: live.id, stream: 'search' }, on, signal),
      );
      if (live.stream === 'sort' && outcome.isOk) await sort(live, true);
      else await afterSearch({ ...outcome, id: live.id }, live.topic, request.signal);
    },
    [follow, sort, afterSearch],
  );

  /** Stops the run here and on the server (the session is marked aborted there). */
  const stopRun = useCallback(() => {
    slot.current.cancel();
    clearLiveSession();
    if (state.id && (state.searchLoading || state.sortLoading)) void abortSession(state.id).catch(() => undefined);
  }, [state.id, state.searchLoading, state.sortLoading]);

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
