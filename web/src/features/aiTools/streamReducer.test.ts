import { describe, expect, it } from 'vitest';
import type { ToolStreamDone } from '@inkstone/shared/api/workflow';
import {
  aiStreamReducer,
  initialAiStreamState,
  MAX_AUTO_RETRIES,
  retryDelayMs,
  type AiStreamAction,
} from './streamReducer';

const run = (actions: AiStreamAction[], state = initialAiStreamState) => actions.reduce(aiStreamReducer, state);
const done: ToolStreamDone = { tool: 'polish', wordsCharged: 12, wordsLeft: 988, isTruncated: false };
const upstream = { code: 'upstream_error', message: 'The model failed', isRetryable: true };

describe('aiStreamReducer', () => {
  it('goes idle → streaming → done, keeping reasoning apart from the answer', () => {
    const state = run([
      { type: 'start', requestId: 1, isRetry: false },
      { type: 'event', requestId: 1, event: { type: 'reasoning', reasoning: 'Think ' } },
      { type: 'event', requestId: 1, event: { type: 'reasoning', reasoning: 'hard.' } },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: 'Hello ' } },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: 'world' } },
      { type: 'event', requestId: 1, event: { type: 'unparsable', data: '{oops' } },
      { type: 'event', requestId: 1, event: { type: 'done', data: done } },
    ]);
    expect(state).toMatchObject({
      status: 'done',
      answer: 'Hello world',
      reasoning: 'Think hard.',
      rawChunks: ['{oops'],
      done,
      failure: undefined,
    });
  });

  it('drops events of a request that a newer one replaced', () => {
    const state = run([
      { type: 'start', requestId: 1, isRetry: false },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: 'old' } },
      { type: 'start', requestId: 2, isRetry: false },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: ' late' } },
      { type: 'event', requestId: 2, event: { type: 'diff', diff: 'new' } },
    ]);
    expect(state).toMatchObject({ status: 'streaming', requestId: 2, answer: 'new' });
  });

  it('schedules retries 1000, 2000, 4000 ms apart for a retryable failure, then waits for the user', () => {
    let state = initialAiStreamState;
    const delays: Array<number | undefined> = [];
    for (let attempt = 0; attempt <= MAX_AUTO_RETRIES; attempt++) {
      state = run(
        [
          { type: 'start', requestId: attempt + 1, isRetry: attempt > 0 },
          {
            type: 'event',
            requestId: attempt + 1,
            event: { type: 'error', errorMsg: 'busy', errorCode: 'upstream_error' },
          },
        ],
        state,
      );
      delays.push(state.retryInMs);
    }
    expect(delays).toEqual([1000, 2000, 4000, undefined]);
    expect(state).toMatchObject({ status: 'error', failedAttempts: 4, failure: { code: 'upstream_error' } });
  });

  it('does not retry a failure that cannot go away by itself', () => {
    const state = run([
      { type: 'start', requestId: 1, isRetry: false },
      {
        type: 'fail',
        requestId: 1,
        failure: { code: 'insufficient_balance', message: 'HTTP 402: no', status: 402, isRetryable: false },
      },
    ]);
    expect(state.status).toBe('error');
    expect(state.retryInMs).toBeUndefined();
  });

  it('a fresh request starts the retry count again', () => {
    const state = run([
      { type: 'start', requestId: 1, isRetry: false },
      { type: 'fail', requestId: 1, failure: upstream },
      { type: 'start', requestId: 2, isRetry: false },
      { type: 'fail', requestId: 2, failure: upstream },
    ]);
    expect(state.failedAttempts).toBe(1);
    expect(state.retryInMs).toBe(1000);
  });

  it('stop ends a stream, or cancels the pending retry of a failed one', () => {
    const stopped = run([
      { type: 'start', requestId: 1, isRetry: false },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: 'part' } },
      { type: 'stop', requestId: 1 },
      { type: 'event', requestId: 1, event: { type: 'diff', diff: ' more' } },
    ]);
    expect(stopped).toMatchObject({ status: 'stopped', answer: 'part' });
    const cancelled = run([
      { type: 'start', requestId: 1, isRetry: false },
      { type: 'fail', requestId: 1, failure: upstream },
      { type: 'stop', requestId: 1 },
    ]);
    expect(cancelled).toMatchObject({ status: 'error', retryInMs: undefined });
  });
});

describe('retryDelayMs', () => {
  it('starts at 1000 ms, doubles, and is capped', () => {
    expect([1, 2, 3, 4, 5, 10].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000, 8000, 8000]);
  });
});
