import { describe, expect, it } from 'vitest';
import {
  emptyUploadQueue,
  UPLOAD_CONCURRENCY,
  uploadQueueReducer,
  uploadsToStart,
  type UploadAction,
} from './uploadQueue';

const file = (name: string, size: number) => new File([new Uint8Array(size)], name);
const run = (...actions: UploadAction[]) => actions.reduce(uploadQueueReducer, emptyUploadQueue);
const add = (files: File[], folderId: string | null = 'f'): UploadAction => ({
  type: 'add',
  files,
  folderId,
  maxFileBytes: 100,
});

describe('uploadQueueReducer', () => {
  it('adds files waiting, in order, each with its own id and folder', () => {
    const queue = run(add([file('a', 1), file('b', 2)]), add([file('c', 3)], null));
    expect(queue.items.map((item) => [item.id, item.file.name, item.status, item.folderId])).toEqual([
      [1, 'a', 'waiting', 'f'],
      [2, 'b', 'waiting', 'f'],
      [3, 'c', 'waiting', null],
    ]);
  });

  it('refuses a file over the limit at once, without sending it', () => {
    const queue = run(add([file('big', 101), file('ok', 100)]));
    expect(queue.items[0]).toMatchObject({ status: 'failed', error: { reason: 'tooLarge', maxBytes: 100 } });
    expect(uploadsToStart(queue).map((item) => item.file.name)).toEqual(['ok']);
  });

  it(`starts at most ${UPLOAD_CONCURRENCY} at a time, and the next when one ends`, () => {
    let queue = run(add([file('a', 1), file('b', 1), file('c', 1)]));
    expect(uploadsToStart(queue).map((item) => item.id)).toEqual([1, 2]);
    queue = run(add([file('a', 1), file('b', 1), file('c', 1)]), { type: 'start', id: 1 }, { type: 'start', id: 2 });
    expect(uploadsToStart(queue)).toEqual([]);
    queue = uploadQueueReducer(queue, {
      type: 'fail',
      id: 1,
      error: { reason: 'server', message: 'Unsupported type' },
    });
    expect(uploadsToStart(queue).map((item) => item.id)).toEqual([3]);
  });

  it('tracks progress per file, clamped to 0–1, and completes at 1', () => {
    let queue = run(add([file('a', 10), file('b', 10)]), { type: 'start', id: 1 }, { type: 'start', id: 2 });
    queue = uploadQueueReducer(queue, { type: 'progress', id: 1, progress: 0.4 });
    queue = uploadQueueReducer(queue, { type: 'progress', id: 2, progress: 1.2 });
    expect(queue.items.map((item) => item.progress)).toEqual([0.4, 1]);
    queue = uploadQueueReducer(queue, { type: 'succeed', id: 1 });
    expect(queue.items[0]).toMatchObject({ status: 'done', progress: 1 });
  });

  it('keeps the server’s reason on a failed file until dismissed; clears only finished ones', () => {
    let queue = run(
      add([file('a', 1), file('b', 1), file('c', 1)]),
      { type: 'start', id: 1 },
      { type: 'start', id: 2 },
    );
    queue = uploadQueueReducer(queue, { type: 'fail', id: 1, error: { reason: 'server', message: 'Quota exceeded' } });
    queue = uploadQueueReducer(queue, { type: 'succeed', id: 2 });
    expect(queue.items[0]?.error).toEqual({ reason: 'server', message: 'Quota exceeded' });
    expect(uploadQueueReducer(queue, { type: 'dismiss', id: 1 }).items.map((item) => item.id)).toEqual([2, 3]);
    expect(uploadQueueReducer(queue, { type: 'clearFinished' }).items.map((item) => item.id)).toEqual([3]);
  });
});
