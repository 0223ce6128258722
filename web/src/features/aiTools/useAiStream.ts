import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { failureOfError, showStreamFailureSnackbar } from '../../lib/streamFailure';
import { streamAiTool, type AiStreamRequest } from './api';
import { refreshWordsLeft, refreshWordsLeftAfterAbort } from '../user/refreshWordsLeft';
import { aiStreamReducer, initialAiStreamState, type AiStreamState } from './streamReducer';

/** A panel's AI stream and its commands. */
export interface AiStream {
  state: AiStreamState;
  /** The request the state belongs to. */
  request: AiStreamRequest | undefined;
  run: (request: AiStreamRequest) => void;
  /** Tries the last request again now. */
  retry: () => void;
  /** Stops the stream, or the pending retry of a failed one. */
  stop: () => void;
  reset: () => void;
}

/**
 * One active AI request per panel. spec §4: a new request aborts the previous one; the panel's
 * unmount aborts too (the server then stops the model and charges only what was delivered). However
 * a stream ends (done, error, abort), the header's words left is read again.
 * A retryable failure is tried again after the reducer's backoff (spec §9, from 1000 ms).
 */
export function useAiStream(): AiStream {
  const queryClient = useQueryClient();
  const [state, dispatch] = useReducer(aiStreamReducer, initialAiStreamState);
  const controller = useRef<AbortController | undefined>(undefined);
  const lastRequest = useRef<AiStreamRequest | undefined>(undefined);
  const nextId = useRef(0);
  const [request, setRequest] = useState<AiStreamRequest | undefined>(undefined);

  const launch = useCallback(
    (request: AiStreamRequest, isRetry: boolean) => {
      controller.current?.abort();
      const aborter = new AbortController();
      controller.current = aborter;
      const requestId = ++nextId.current;
      lastRequest.current = request;
      setRequest(request);
      dispatch({ type: 'start', requestId, isRetry });
      let needsSnackbar = false;
      let wordsLeft: number | undefined;
      const onEvent: Parameters<typeof streamAiTool>[1] = (event) => {
        if (event.type === 'error') needsSnackbar = true;
        if (event.type === 'done') wordsLeft = event.data?.wordsLeft;
        dispatch({ type: 'event', requestId, event });
      };
      streamAiTool(request, onEvent, aborter.signal)
        .catch((error: unknown) => {
          if (aborter.signal.aborted) return;
          const failure = failureOfError(error);
          // No model: the panel says how to connect one; "please retry" would send the user in circles.
          needsSnackbar = failure.code !== ErrorCode.llmNotConfigured;
          dispatch({ type: 'fail', requestId, failure });
        })
        .finally(() => {
          // Stopped, replaced by a new request, or the panel closed: the server charged what it
          // delivered, so the header's figure moves too (no snackbar: the user chose this).
          if (aborter.signal.aborted) {
            refreshWordsLeftAfterAbort(queryClient);
            return;
          }
          // spec §8: the stream error handler adds a generic snackbar to the panel's own message.
          // Once per request: automatic retries do not repeat it.
          if (needsSnackbar && !isRetry) showStreamFailureSnackbar();
          refreshWordsLeft(queryClient, wordsLeft);
        });
    },
    [queryClient],
  );

  const { status, retryInMs, requestId } = state;
  useEffect(() => {
    if (status !== 'error' || retryInMs === undefined) return undefined;
    const timer = setTimeout(() => lastRequest.current && launch(lastRequest.current, true), retryInMs);
    return () => clearTimeout(timer);
  }, [status, retryInMs, requestId, launch]);

  useEffect(() => () => controller.current?.abort(), []);

  return {
    state,
    request,
    run: useCallback((request: AiStreamRequest) => launch(request, false), [launch]),
    retry: useCallback(() => lastRequest.current && launch(lastRequest.current, true), [launch]),
    stop: useCallback(() => {
      controller.current?.abort();
      dispatch({ type: 'stop', requestId: nextId.current });
    }, []),
    reset: useCallback(() => {
      controller.current?.abort();
      dispatch({ type: 'reset' });
    }, []),
  };
}
