import { useCallback, useMemo, useRef } from 'react';

/**
 * Runs one model call at a time with its own Stop signal, and keeps the last one so that a failure
 * can be retried with the same inputs. Starting a call stops the one before.
 */
export function useStoppableCall() {
  const stopper = useRef<AbortController | null>(null);
  const lastCall = useRef<(() => void) | null>(null);

  const call = useCallback((start: (signal: AbortSignal) => void) => {
    const run = () => {
      stopper.current?.abort();
      const controller = new AbortController();
      stopper.current = controller;
      lastCall.current = run;
      start(controller.signal);
    };
    run();
  }, []);

  return useMemo(
    () => ({
      call,
      /** Stops the call under way. */
      stop: () => stopper.current?.abort(),
      /** Runs the last call again with the same inputs. */
      retry: () => lastCall.current?.(),
    }),
    [call],
  );
}
