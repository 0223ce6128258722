import { describe, expect, it } from 'vitest';
import { longestWaitMs, retryAfterMs } from './throttleWindow.js';

const now = new Date('2026-01-01T12:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;

describe('sliding window throttle', () => {
  it('lets an event through below the limit', () => {
    expect(retryAfterMs([], now, { limit: 1, windowMs: MIN })).toBe(0);
    expect(retryAfterMs([ago(10), ago(20)], now, { limit: 3, windowMs: MIN })).toBe(0);
  });

  it('waits for the blocking event to leave the window', () => {
    // One per minute, last one 15 s ago: 45 s to wait.
    expect(retryAfterMs([ago(15_000)], now, { limit: 1, windowMs: MIN })).toBe(45_000);
    // Five per hour, oldest of five 50 min ago: 10 min to wait, whatever the order given.
    const times = [ago(5 * MIN), ago(50 * MIN), ago(20 * MIN), ago(30 * MIN), ago(40 * MIN)];
    expect(retryAfterMs(times, now, { limit: 5, windowMs: 60 * MIN })).toBe(10 * MIN);
  });

  it('counts only events inside the window', () => {
    expect(retryAfterMs([ago(MIN), ago(2 * MIN)], now, { limit: 1, windowMs: MIN })).toBe(0);
    expect(retryAfterMs([ago(MIN - 1)], now, { limit: 1, windowMs: MIN })).toBe(1);
  });

  it('with more events than the limit, waits until enough have left', () => {
    const times = [ago(10 * MIN), ago(8 * MIN), ago(6 * MIN)];
    expect(retryAfterMs(times, now, { limit: 2, windowMs: 15 * MIN })).toBe(7 * MIN);
  });

  it('takes the longest wait over several rules', () => {
    const wait = longestWaitMs(
      [
        { times: [ago(15_000)], rule: { limit: 1, windowMs: MIN } },
        { times: [ago(30 * MIN), ago(20 * MIN)], rule: { limit: 2, windowMs: 60 * MIN } },
        { times: [], rule: { limit: 1, windowMs: MIN } },
      ],
      now,
    );
    expect(wait).toBe(30 * MIN);
  });
});
