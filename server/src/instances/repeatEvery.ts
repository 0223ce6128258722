/** A repeating async job; `stop` waits for a run under way, so nothing runs after it resolves. */
export interface Repeating {
  stop(): Promise<void>;
}

/**
 * Runs `job` every `intervalMs`, measured from the end of the previous run, so a slow run (a slow
 * database) never overlaps the next one. A failed run is passed to `onError` and the next one runs.
 */
export function repeatEvery(intervalMs: number, job: () => Promise<void>, onError: (err: unknown) => void): Repeating {
  let isStopped = false;
  let running: Promise<void> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  const schedule = () => {
    timer = setTimeout(() => {
      running = job()
        .catch(onError)
        .finally(() => {
          if (!isStopped) schedule();
        });
    }, intervalMs);
    // The process is kept alive by what it serves, not by its heartbeat.
    timer.unref();
  };
  schedule();
  return {
    stop: async () => {
      isStopped = true;
      clearTimeout(timer);
      await running;
    },
  };
}
