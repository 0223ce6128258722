import type { ToolStreamDone } from '@inkstone/shared/api/workflow';
import { STREAM_RETRY_DELAY_MS } from '@inkstone/shared/constants';
import { failureOfEvent, type StreamFailure } from '../../lib/streamFailure';
import type { AiStreamEvent } from './api';

/** spec §4: open → chunks → close or error; `stopped` when the user cancelled. */
export type AiStreamStatus = 'idle' | 'streaming' | 'done' | 'error' | 'stopped';

/** What one panel shows of its current (or last) AI stream. */
export interface AiStreamState {
  status: AiStreamStatus;
  /** The request the state belongs to; events of older requests are ignored. */
  requestId: number;
  /** The answer so far (the `diff` chunks joined). */
  answer: string;
  /** The thought chain so far, kept apart from the answer. */
  reasoning: string;
  /** Chunks that were not the JSON the format defines (spec §8: shown as raw text). */
  rawChunks: string[];
  done: ToolStreamDone | undefined;
  failure: StreamFailure | undefined;
  /** Failed attempts in a row for the same request. */
  failedAttempts: number;
  /** When set, the request is tried again after this many milliseconds. */
  retryInMs: number | undefined;
}

/** What changes a panel's stream state. */
export type AiStreamAction =
  | { type: 'start'; requestId: number; isRetry: boolean }
  | { type: 'event'; requestId: number; event: AiStreamEvent }
  | { type: 'fail'; requestId: number; failure: StreamFailure }
  | { type: 'stop'; requestId: number }
  | { type: 'reset' };

/** Automatic retries of one request before the panel waits for the user. */
export const MAX_AUTO_RETRIES = 3;
const MAX_RETRY_DELAY_MS = 8 * STREAM_RETRY_DELAY_MS;

/** spec §9: the first retry waits 1000 ms, each next one twice as long, capped at 8 s. */
export function retryDelayMs(failedAttempts: number): number {
  return Math.min(STREAM_RETRY_DELAY_MS * 2 ** Math.max(0, failedAttempts - 1), MAX_RETRY_DELAY_MS);
}

export const initialAiStreamState: AiStreamState = {
  status: 'idle',
  requestId: 0,
  answer: '',
  reasoning: '',
  rawChunks: [],
  done: undefined,
  failure: undefined,
  failedAttempts: 0,
  retryInMs: undefined,
};

function failed(state: AiStreamState, failure: StreamFailure): AiStreamState {
  const failedAttempts = state.failedAttempts + 1;
  const isAutoRetry = failure.isRetryable && failedAttempts <= MAX_AUTO_RETRIES;
  return {
    ...state,
    status: 'error',
    failure,
    failedAttempts,
    retryInMs: isAutoRetry ? retryDelayMs(failedAttempts) : undefined,
  };
}

function applyEvent(state: AiStreamState, event: AiStreamEvent): AiStreamState {
  switch (event.type) {
    case 'diff':
      return { ...state, answer: state.answer + event.diff };
    case 'reasoning':
      return { ...state, reasoning: state.reasoning + event.reasoning };
    case 'unparsable':
      return { ...state, rawChunks: [...state.rawChunks, event.data] };
    case 'error':
      return failed(state, failureOfEvent(event));
    case 'done':
      return { ...state, status: 'done', done: event.data, failedAttempts: 0 };
    case 'progress':
      return state;
  }
}

/**
 * The stream state of one panel. spec §4: a new request replaces the previous one, so anything
 * tagged with an older request id is dropped.
 */
export function aiStreamReducer(state: AiStreamState, action: AiStreamAction): AiStreamState {
  if (action.type === 'reset') return initialAiStreamState;
  if (action.type === 'start') {
    return {
      ...initialAiStreamState,
      status: 'streaming',
      requestId: action.requestId,
      failedAttempts: action.isRetry ? state.failedAttempts : 0,
    };
  }
  if (action.requestId !== state.requestId) return state;
  if (action.type === 'stop') {
    // Stopping a failed request only cancels its pending retry; the failure stays on screen.
    if (state.status === 'error') return { ...state, retryInMs: undefined };
    return state.status === 'streaming' ? { ...state, status: 'stopped' } : state;
  }
  if (state.status !== 'streaming') return state;
  return action.type === 'event' ? applyEvent(state, action.event) : failed(state, action.failure);
}
