/** Cancels a task scheduled by {@link whenIdle}. */
export type Cancel = () => void;

/**
 * Runs `task` when the browser is idle (after the frame being produced), at most `timeoutMs` late;
 * where idle callbacks do not exist, in the next task.
 */
export function whenIdle(task: () => void, timeoutMs: number): Cancel {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(task, 0);
  return () => window.clearTimeout(handle);
}
