import { describe, expect, it } from 'vitest';
import type { JobQueue } from './jobQueue.js';

const tick = (ms = 5) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The behaviour every JobQueue must have (conventions §6: one contract suite for the in-process and
 * the Postgres-backed queue). `make(concurrency)` builds a fresh, empty queue. "Drops waiting ones"
 * on close means this queue no longer runs them: the in-process queue forgets them (the start-up
 * sweep queues their rows again), the Postgres-backed one leaves them for another worker.
 */
export function jobQueueContract(name: string, make: (concurrency: number) => JobQueue | Promise<JobQueue>): void {
  describe(`${name} (JobQueue contract)`, () => {
    it('runs ids enqueued before the worker started, once each, in order', async () => {
      const queue = await make(1);
      const seen: string[] = [];
      queue.enqueue('a');
      queue.enqueue('b');
      await tick();
      expect(seen).toEqual([]);
      queue.start(async (id) => void seen.push(id));
      queue.enqueue('c');
      await queue.idle();
      expect(seen).toEqual(['a', 'b', 'c']);
      await queue.close();
    });

    it('never runs more than `concurrency` jobs at once', async () => {
      const queue = await make(3);
      let running = 0;
      let peak = 0;
      for (let i = 0; i < 10; i++) queue.enqueue(String(i));
      // Before start, idle() settles the enqueues: all ten are waiting when the worker starts.
      await queue.idle();
      queue.start(async () => {
        peak = Math.max(peak, ++running);
        await tick(10);
        running--;
      });
      await queue.idle();
      expect(peak).toBe(3);
      await queue.close();
    });

    it('keeps going after a job throws', async () => {
      const queue = await make(1);
      const seen: string[] = [];
      queue.start(async (id) => {
        if (id === 'bad') throw new Error('boom');
        seen.push(id);
      });
      queue.enqueue('bad');
      queue.enqueue('good');
      await queue.idle();
      expect(seen).toEqual(['good']);
      await queue.close();
    });

    it('close waits for running jobs and drops waiting ones', async () => {
      const queue = await make(1);
      const finished: string[] = [];
      let hasStarted: () => void = () => undefined;
      const started = new Promise<void>((resolve) => (hasStarted = resolve));
      queue.start(async (id) => {
        hasStarted();
        await tick(20);
        finished.push(id);
      });
      queue.enqueue('running');
      queue.enqueue('waiting');
      await started;
      await queue.close();
      expect(finished).toEqual(['running']);
      queue.enqueue('late');
      await tick(30);
      expect(finished).toEqual(['running']);
    });
  });
}
