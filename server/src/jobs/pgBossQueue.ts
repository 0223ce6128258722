import { PgBoss, type Job } from 'pg-boss';
import type { JobQueue } from './jobQueue.js';
import { JOBS_CHANNEL, listenForJobs, type JobWakeups } from './jobWakeups.js';

/** The pg-boss queue that carries task ids. */
export const TASK_QUEUE_NAME = 'inkstone-tasks';

/** What a pg-boss job carries: only the id of its `tasks` row (conventions §6). */
interface TaskJob {
  taskId: string;
}

export interface PgBossQueueOptions {
  connectionString: string;
  /** Jobs this process runs at once. */
  concurrency: number;
  /** Hears about failed jobs (with their task id) and about pg-boss's own errors (without). */
  onError: (err: unknown, taskId?: string) => void;
  /**
   * A job still active after this long is expired by pg-boss. It is never retried: whether a task
   * whose worker died fails or resumes is decided from its row by the lease sweep (orphanSweep.ts).
   */
  expireInSeconds: number;
  /** How often an idle worker asks for new jobs; a sent job is announced (NOTIFY) and wakes it at once. */
  pollIntervalMs?: number;
  /** Tests use a queue of their own. */
  queueName?: string;
}

/**
 * A JobQueue on PostgreSQL through pg-boss, for separate worker processes: `enqueue` sends a job from
 * any process (the web server), and every process that called `start` fetches up to `concurrency`
 * jobs at a time. The `short` policy keeps one waiting job per task id, so sending a waiting task
 * again (the sweep does) adds nothing; claiming the row makes a second delivery a no-op.
 */
export class PgBossQueue implements JobQueue {
  private handler: ((taskId: string) => Promise<void>) | undefined;
  private running = 0;
  private isFetching = false;
  private isClosed = false;
  private sending: Promise<void> = Promise.resolve();
  private loop: Promise<void> = Promise.resolve();
  private isWakePending = false;
  private wakeUp: (() => void) | undefined;
  private announcements: Promise<JobWakeups | undefined> = Promise.resolve(undefined);

  private constructor(
    private readonly boss: PgBoss,
    private readonly name: string,
    private readonly opts: PgBossQueueOptions,
  ) {}

  /** Connects, installs or migrates pg-boss's schema and creates the task queue. */
  static async open(opts: PgBossQueueOptions): Promise<PgBossQueue> {
    const boss = new PgBoss({ connectionString: opts.connectionString, max: 4, application_name: 'inkstone-jobs' });
    boss.on('error', (err: unknown) => opts.onError(err));
    await boss.start();
    const name = opts.queueName ?? TASK_QUEUE_NAME;
    const settings = { retryLimit: 0, expireInSeconds: opts.expireInSeconds };
    await boss.createQueue(name, { ...settings, policy: 'short' });
    await boss.updateQueue(name, settings);
    return new PgBossQueue(boss, name, opts);
  }

  enqueue(taskId: string): void {
    if (this.isClosed) return;
    // One send at a time, so jobs are created (and fetched) in the order they were enqueued.
    this.sending = this.sending.then(async () => {
      try {
        await this.boss.send(this.name, { taskId } satisfies TaskJob, { singletonKey: taskId });
      } catch (err) {
        // The row stays queued; the worker's periodic sweep sends it again.
        this.opts.onError(err, taskId);
        return;
      }
      this.wake();
      // Idle workers in other processes fetch it now rather than at their next poll.
      await this.boss
        .getDb()
        .executeSql(`select pg_notify('${JOBS_CHANNEL}', '')`, [])
        .catch((err: unknown) => this.opts.onError(err));
    });
  }

  start(handler: (taskId: string) => Promise<void>): void {
    if (this.handler || this.isClosed) return;
    this.handler = handler;
    this.announcements = listenForJobs(this.opts.connectionString, () => this.wake(), this.opts.onError).catch(
      (err: unknown) => void this.opts.onError(err),
    );
    this.loop = this.fetchLoop(handler);
  }

  async depth(): Promise<{ waiting: number; running: number }> {
    return { waiting: await this.waitingJobs(), running: this.running };
  }

  async idle(): Promise<void> {
    await this.sending;
    for (;;) {
      const isBusy = this.running > 0 || this.isFetching;
      if (!isBusy && (!this.handler || this.isClosed)) return;
      if (!isBusy && (await this.waitingJobs()) === 0) return;
      await delay(20);
    }
  }

  async close(): Promise<void> {
    if (this.isClosed) return;
    this.isClosed = true;
    this.wake();
    await this.loop;
    await (await this.announcements)?.close();
    await this.sending;
    while (this.running > 0) await delay(20);
    await this.boss.stop({ graceful: false });
  }

  private async fetchLoop(handler: (taskId: string) => Promise<void>): Promise<void> {
    while (!this.isClosed) {
      const free = this.opts.concurrency - this.running;
      let fetched = 0;
      if (free > 0) {
        this.isFetching = true;
        try {
          // pg-boss answers [] when the fetch fails (e.g. the database is away): the loop polls on.
          const jobs = await this.boss.fetch<TaskJob>(this.name, { batchSize: free });
          fetched = jobs.length;
          for (const job of jobs) this.run(handler, job);
        } finally {
          this.isFetching = false;
        }
      }
      // Every slot busy: a finishing job wakes the loop. Otherwise the queue is empty for now.
      const isFull = this.running >= this.opts.concurrency;
      if (isFull || fetched < free) await this.sleep(isFull ? 60_000 : (this.opts.pollIntervalMs ?? 2000));
    }
  }

  /** Jobs sent and not yet fetched, counted now (pg-boss's queue statistics are refreshed periodically). */
  private async waitingJobs(): Promise<number> {
    const { rows } = await this.boss
      .getDb()
      .executeSql(`select count(*)::int as n from pgboss.job where name = $1 and state in ('created', 'retry')`, [
        this.name,
      ]);
    return (rows[0] as { n: number }).n;
  }

  private run(handler: (taskId: string) => Promise<void>, job: Job<TaskJob>): void {
    this.running++;
    handler(job.data.taskId)
      .then(
        () => this.boss.complete(this.name, job.id),
        (err: unknown) => {
          this.opts.onError(err, job.data.taskId);
          return this.boss.fail(this.name, job.id, { message: String(err) });
        },
      )
      .catch((err: unknown) => this.opts.onError(err, job.data.taskId))
      .finally(() => {
        this.running--;
        this.wake();
      });
  }

  /** Waits `ms`, or less when a job is sent or finishes. */
  private sleep(ms: number): Promise<void> {
    if (this.isWakePending || this.isClosed) {
      this.isWakePending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakeUp = undefined;
        this.isWakePending = false;
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakeUp = done;
    });
  }

  private wake(): void {
    this.isWakePending = true;
    this.wakeUp?.();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
