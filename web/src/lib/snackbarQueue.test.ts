import { describe, expect, it } from 'vitest';
import { autoCloses, entryFor, hideEntry, isSwipeDismiss, removeEntry, visibleEntries } from './snackbarQueue';

describe('snackbar queue', () => {
  it('defaults to 4000 ms and the info colour', () => {
    expect(entryFor({ text: 'Saved' }, 1)).toEqual({
      id: 1,
      text: 'Saved',
      icon: undefined,
      timeout: 4000,
      showing: true,
      color: 'info',
    });
  });

  it('never auto-closes an entry whose timeout is 0', () => {
    expect(autoCloses(entryFor({ text: 'Sticky', timeout: 0 }, 1))).toBe(false);
    expect(autoCloses(entryFor({ text: 'Brief' }, 2))).toBe(true);
  });

  it('dismisses on a swipe past 50 px in either direction, not at 50 px', () => {
    expect(isSwipeDismiss(50)).toBe(false);
    expect(isSwipeDismiss(-50)).toBe(false);
    expect(isSwipeDismiss(51)).toBe(true);
    expect(isSwipeDismiss(-51)).toBe(true);
  });

  it('hides, then removes, only the entry asked for', () => {
    const queue = [entryFor({ text: 'a' }, 1), entryFor({ text: 'b' }, 2)];
    const hidden = hideEntry(queue, 1);
    expect(hidden.map((entry) => entry.showing)).toEqual([false, true]);
    expect(removeEntry(hidden, 1).map((entry) => entry.id)).toEqual([2]);
  });

  it('shows the oldest three', () => {
    const queue = [1, 2, 3, 4].map((id) => entryFor({ text: String(id) }, id));
    expect(visibleEntries(queue).map((entry) => entry.id)).toEqual([1, 2, 3]);
  });
});
