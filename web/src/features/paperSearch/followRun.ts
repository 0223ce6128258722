import { STREAM_RETRY_DELAY_MS } from '@inkstone/shared/constants';
import { SearchStatus } from '@inkstone/shared/api/paperAgent';
import { AgentStreamDone, SearchProgress, SortProgress } from '@inkstone/shared/api/paperAgentStream';
import type { ProgressEvent, StreamEvent } from '@inkstone/shared/sse';
import { readStreamData } from '../../lib/readStreamData';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import {
  isCancelled,
  isConnectionLost,
  showStreamFailureSnackbar,
  streamErrorMessage,
  streamFailureMessage,
} from '../../lib/streamFailure';
import { streamResume, type OnStreamEvent } from './api';
import type { FlowAction } from './flowReducer';
import { saveLiveSession } from './liveSession';
import type { LiveRequest } from './requestSlot';

type Dispatch = (action: FlowAction) => void;

/** One stream of the flow: which step, which request, the topic, and the session once known. */
export interface StreamRun {
  kind: 'search' | 'sort';
  request: LiveRequest;
  topic: string;
  sessionId?: string;
}

/** What one stream reported, so the flow knows what to do when it ends. */
export interface StreamOutcome {
  id: string | null;
  /** The done event's note of a partial failure. */
  notice: string | null;
  /** The done event's word on whether the run used the model's work at all. */
  usesAi?: boolean;
  keptPapers: number;
  isOk: boolean;
  /** The connection broke (rather than the server saying the run failed): the run may go on. */
  isConnectionLost: boolean;
  /** The server ended the run because the user stopped it. */
  isStopped?: boolean;
}

/** Reconnects after a broken connection before the flow gives up. */
const MAX_RECONNECTS = 3;

function onSearchProgress(progress: SearchProgress, run: StreamRun, outcome: StreamOutcome) {
  if (progress.status === SearchStatus.GetUUID) {
    outcome.id = progress.data.id;
    saveLiveSession({ id: progress.data.id, topic: run.topic, stream: 'search' });
  }
  if (progress.status === SearchStatus.Finished) outcome.keptPapers = progress.data.bibList.length;
}

/** A progress event as its stream's union, dispatched; a wrong-shaped one is reported instead. */
function onProgress(dispatch: Dispatch, run: StreamRun, outcome: StreamOutcome, event: ProgressEvent): void {
  const requestId = run.request.id;
  const what = `progress event ${event.status} of a paper-search stream`;
  if (run.kind === 'search') {
    const progress = readStreamData(SearchProgress, event, what);
    if (!progress) return;
    dispatch({ type: 'searchProgress', requestId, progress });
    onSearchProgress(progress, run, outcome);
  } else {
    const progress = readStreamData(SortProgress, event, what);
    if (progress) dispatch({ type: 'sortProgress', requestId, progress });
  }
}

/** Turns a stream's events into flow actions of one request, and notes its outcome. */
function eventHandler(dispatch: Dispatch, run: StreamRun, outcome: StreamOutcome): OnStreamEvent {
  const requestId = run.request.id;
  return (event: StreamEvent) => {
    if (event.type === 'progress') {
      onProgress(dispatch, run, outcome, event);
    } else if (event.type === 'done') {
      const done = readStreamData(AgentStreamDone, event.data, 'done event of a paper-search stream');
      outcome.notice = done?.errorMsg ?? null;
      outcome.usesAi = done?.usesAi;
    } else if (event.type === 'error') {
      outcome.isOk = false;
      // A run the user stopped ends with an error event too; that is no failure to report.
      outcome.isStopped = event.errorCode === ErrorCode.sessionAborted;
      dispatch({ type: 'setError', requestId, message: streamErrorMessage(event) });
    }
  };
}

const pause = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
  });

/**
 * Follows one stream to its end. When the connection breaks, it reconnects to the session — on
 * whichever server answers — with the last event id it saw, so the stream continues where it broke,
 * after spec §9's retry delay, a few times, before it reports the failure. `resume` is the reconnecting call (tests pass
 * their own).
 */
export async function followRun(
  run: StreamRun,
  open: (on: OnStreamEvent, signal: AbortSignal) => Promise<void>,
  dispatch: Dispatch,
  resume: typeof streamResume = streamResume,
): Promise<StreamOutcome> {
  const { request } = run;
  const outcome: StreamOutcome = { id: null, notice: null, keptPapers: 0, isOk: true, isConnectionLost: false };
  const handle = eventHandler(dispatch, run, outcome);
  let lastEventId: string | undefined;
  const on: OnStreamEvent = (event, id) => {
    if (id) lastEventId = id;
    handle(event);
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const sessionId = outcome.id ?? run.sessionId;
      if (attempt === 0 || !sessionId) await open(on, request.signal);
      else await resume({ id: sessionId, stream: run.kind }, on, request.signal, lastEventId);
      dispatch({ type: 'requestEnded', requestId: request.id, notice: outcome.notice, usesAi: outcome.usesAi });
      // spec §8: like the AI tools, a failed stream adds the generic snackbar to the flow's error dialog.
      if (!outcome.isOk && !outcome.isStopped) showStreamFailureSnackbar();
      return outcome;
    } catch (error) {
      if (isCancelled(error, request.signal)) return { ...outcome, isOk: false };
      const canReconnect = isConnectionLost(error) && Boolean(outcome.id ?? run.sessionId);
      if (canReconnect && attempt < MAX_RECONNECTS) {
        await pause(STREAM_RETRY_DELAY_MS, request.signal);
        continue;
      }
      dispatch({ type: 'setError', requestId: request.id, message: streamFailureMessage(error) });
      showStreamFailureSnackbar();
      return { ...outcome, isOk: false, isConnectionLost: isConnectionLost(error) };
    }
  }
}
