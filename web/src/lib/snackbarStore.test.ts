import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createSnackbarStore } from './snackbarStore';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('snackbar store', () => {
  it('closes an entry after the default 4000 ms', () => {
    const snackbar = createSnackbarStore();
    const id = snackbar.show({ text: 'Saved', color: 'success' });
    vi.advanceTimersByTime(3999);
    expect(snackbar.store.get()[0]).toMatchObject({ id, showing: true, color: 'success' });
    vi.advanceTimersByTime(1);
    expect(snackbar.store.get()[0]?.showing).toBe(false);
  });

  it('never closes an entry with timeout 0 by itself', () => {
    const snackbar = createSnackbarStore();
    snackbar.show({ text: 'Read me', timeout: 0 });
    vi.advanceTimersByTime(60 * 60 * 1000);
    expect(snackbar.store.get()[0]?.showing).toBe(true);
  });

  it('closes on request and removes after the exit animation', () => {
    const snackbar = createSnackbarStore();
    const id = snackbar.show({ text: 'x', timeout: 0 });
    snackbar.close(id);
    expect(snackbar.store.get()[0]?.showing).toBe(false);
    snackbar.remove(id);
    expect(snackbar.store.get()).toEqual([]);
  });

  it('starts a queued entry’s timer only when it reaches the screen', () => {
    const snackbar = createSnackbarStore();
    const sticky = [1, 2, 3].map(() => snackbar.show({ text: 'sticky', timeout: 0 }));
    const queued = snackbar.show({ text: 'queued', timeout: 1000 });
    vi.advanceTimersByTime(5000);
    expect(snackbar.store.get().find((entry) => entry.id === queued)?.showing).toBe(true);

    const first = sticky[0] ?? 0;
    snackbar.close(first);
    snackbar.remove(first);
    vi.advanceTimersByTime(999);
    expect(snackbar.store.get().find((entry) => entry.id === queued)?.showing).toBe(true);
    vi.advanceTimersByTime(1);
    expect(snackbar.store.get().find((entry) => entry.id === queued)?.showing).toBe(false);
  });
});
