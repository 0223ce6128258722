import { expect, it } from 'vitest';
import { jobQueueContract } from './jobQueue.contract.js';
import { InProcessQueue } from './inProcessQueue.js';

jobQueueContract('InProcessQueue', (concurrency) => new InProcessQueue(concurrency, () => undefined));

it('InProcessQueue reports a failed job to onError with its id', async () => {
  const errors: Array<[unknown, string]> = [];
  const queue = new InProcessQueue(1, (err, id) => errors.push([err, id]));
  queue.start(async () => {
    throw new Error('boom');
  });
  queue.enqueue('t1');
  await queue.idle();
  expect(errors).toEqual([[new Error('boom'), 't1']]);
});
