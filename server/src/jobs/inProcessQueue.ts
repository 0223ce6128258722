import type { JobQueue } from './jobQueue.js';

/**
 * Runs jobs in this process, at most `concurrency` at a time, in the order they were enqueued.
 * A handler that throws does not stop the queue; `onError` hears about it.
 */
export class InProcessQueue implements JobQueue {
  private readonly waiting: string[] = [];
  private running = 0;
  private handler: ((taskId: string) => Promise<void>) | undefined;
  private isClosed = false;
  private idleWaiters: Array<() => void> = [];

  constructor(
    private readonly concurrency: number,
    private readonly onError: (err: unknown, taskId: string) => void,
  ) {}

  enqueue(taskId: string): void {
    if (this.isClosed) return;
    this.waiting.push(taskId);
    this.pump();
  }

  start(handler: (taskId: string) => Promise<void>): void {
    this.handler = handler;
    this.pump();
  }

  depth(): Promise<{ waiting: number; running: number }> {
    return Promise.resolve({ waiting: this.waiting.length, running: this.running });
  }

  idle(): Promise<void> {
    if (this.isIdle()) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  async close(): Promise<void> {
    this.isClosed = true;
    this.waiting.length = 0;
    await this.idle();
  }

  private isIdle(): boolean {
    return this.running === 0 && (this.waiting.length === 0 || !this.handler);
  }

  private pump(): void {
    const handler = this.handler;
    while (handler && !this.isClosed && this.running < this.concurrency && this.waiting.length > 0) {
      const taskId = this.waiting.shift()!;
      this.running++;
      handler(taskId)
        .catch((err: unknown) => this.onError(err, taskId))
        .finally(() => {
          this.running--;
          this.pump();
          if (this.isIdle()) for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
    }
  }
}
