import { createStore, type Store } from './createStore';
import {
  autoCloses,
  entryFor,
  hideEntry,
  MAX_VISIBLE_SNACKBARS,
  removeEntry,
  type SnackbarEntry,
  type SnackbarInput,
} from './snackbarQueue';

/** The global notification list and its commands. */
export interface SnackbarStore {
  store: Store<SnackbarEntry[]>;
  show(input: SnackbarInput): number;
  close(id: number): void;
  remove(id: number): void;
}

/**
 * Creates a notification list. An entry's auto-close timer starts when it reaches the screen,
 * so a queued message gets its full time to be read.
 */
export function createSnackbarStore(): SnackbarStore {
  const store = createStore<SnackbarEntry[]>([]);
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  let nextId = 1;

  const close = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    store.update((queue) => hideEntry(queue, id));
  };

  const startVisibleTimers = () => {
    for (const entry of store.get().slice(0, MAX_VISIBLE_SNACKBARS)) {
      if (entry.showing && autoCloses(entry) && !timers.has(entry.id)) {
        timers.set(
          entry.id,
          setTimeout(() => close(entry.id), entry.timeout),
        );
      }
    }
  };

  return {
    store,
    show(input) {
      const id = nextId++;
      store.update((queue) => [...queue, entryFor(input, id)]);
      startVisibleTimers();
      return id;
    },
    close,
    remove(id) {
      clearTimeout(timers.get(id));
      timers.delete(id);
      store.update((queue) => removeEntry(queue, id));
      startVisibleTimers();
    },
  };
}

/** The app's notification list (spec §2 root view). */
export const snackbar = createSnackbarStore();
