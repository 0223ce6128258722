import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createLoadingBar, LOADING_BAR_HIDE_DELAY_MS, nextProgress, startProgress } from './loadingBar';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('loading bar progress', () => {
  it('starts between 10 and 20 percent', () => {
    expect(startProgress(() => 0)).toBe(10);
    expect(startProgress(() => 0.5)).toBe(15);
    expect(startProgress(() => 0.999)).toBeLessThan(20);
  });

  it('advances towards 82 percent and never past it', () => {
    let progress = 15;
    for (let tick = 0; tick < 100; tick += 1) {
      const next = nextProgress(progress);
      expect(next).toBeGreaterThanOrEqual(progress);
      expect(next).toBeLessThanOrEqual(82);
      progress = next;
    }
    expect(progress).toBe(82);
  });
});

describe('createLoadingBar', () => {
  it('ticks every 800 ms up to about 82 percent, then completes and hides on done', () => {
    const bar = createLoadingBar(() => 0.5);
    bar.start();
    expect(bar.store.get()).toEqual({ progress: 15, visible: true });

    vi.advanceTimersByTime(799);
    expect(bar.store.get().progress).toBe(15);
    vi.advanceTimersByTime(1);
    expect(bar.store.get().progress).toBeGreaterThan(15);

    vi.advanceTimersByTime(800 * 60);
    expect(bar.store.get().progress).toBe(82);

    bar.done();
    expect(bar.store.get()).toEqual({ progress: 100, visible: true });
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS);
    expect(bar.store.get()).toEqual({ progress: 0, visible: false });
  });

  it('stops ticking once done', () => {
    const bar = createLoadingBar(() => 0);
    bar.start();
    bar.done();
    vi.advanceTimersByTime(LOADING_BAR_HIDE_DELAY_MS + 800 * 5);
    expect(bar.store.get()).toEqual({ progress: 0, visible: false });
  });

  it('shares one bar between overlapping loads', () => {
    const bar = createLoadingBar(() => 0);
    bar.start();
    bar.start();
    bar.done();
    expect(bar.store.get().progress).toBeLessThan(100);
    bar.done();
    expect(bar.store.get().progress).toBe(100);
  });

  it('ignores a done without a start', () => {
    const bar = createLoadingBar(() => 0);
    bar.done();
    expect(bar.store.get()).toEqual({ progress: 0, visible: false });
  });
});
