import type { JobQueue } from '../jobs/jobQueue.js';

/**
 * Graceful stop of a worker: no new jobs are taken, running tasks get up to `limitMs` to finish, then
 * `shutdown` is aborted so the rest end early (a tool task fails and gives its words back; a review
 * keeps what it wrote and is resumed by another worker's sweep). Resolves once the queue is closed.
 */
export async function drainTasks(queue: JobQueue, shutdown: AbortController, limitMs: number): Promise<void> {
  const timer = setTimeout(() => shutdown.abort(), limitMs);
  try {
    await queue.close();
  } finally {
    clearTimeout(timer);
    shutdown.abort();
  }
}
