/**
 * A queue of task ids (conventions §6): the `tasks` row is written before `enqueue`, the queue carries
 * only the id, and the handler reads the row. The in-process queue is the default; a Postgres-backed
 * queue for separate worker processes implements the same interface and contract tests.
 */
export interface JobQueue {
  /** Adds a task id. It runs once a worker has started and a slot is free. */
  enqueue(taskId: string): void;
  /** Starts running queued ids with `handler`; ids enqueued before wait until then. */
  start(handler: (taskId: string) => Promise<void>): void;
  /** Ids waiting to run (in any process, for a shared queue) and jobs running in this process (metrics). */
  depth(): Promise<{ waiting: number; running: number }>;
  /** Resolves once nothing is waiting or running. */
  idle(): Promise<void>;
  /** Stops starting new jobs and waits for the running ones. */
  close(): Promise<void>;
}
