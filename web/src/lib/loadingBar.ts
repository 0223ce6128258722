import { LOADING_BAR_CEILING, LOADING_BAR_TICK_MS } from '@inkstone/shared/constants';
import { createStore, type Store } from './createStore';

/** What the bar shows: its width in percent and whether it is on screen. */
export interface LoadingBarState {
  progress: number;
  visible: boolean;
}

/** The bar and its commands; start/done are counted so overlapping loads share one bar. */
export interface LoadingBar {
  store: Store<LoadingBarState>;
  start(): void;
  done(): void;
}

/** How long the full bar stays visible before it fades out. */
export const LOADING_BAR_HIDE_DELAY_MS = 300;

/** spec §4: each tick closes a share of the gap to the ceiling, so it slows as it nears ~82 %. */
export function nextProgress(progress: number): number {
  const gap = LOADING_BAR_CEILING - progress;
  if (gap <= 0) return LOADING_BAR_CEILING;
  return Math.min(LOADING_BAR_CEILING, progress + Math.max(gap * 0.3, 1));
}

/** spec §4: the bar starts near 10–20 %; `random` is injectable for tests. */
export function startProgress(random: () => number): number {
  return 10 + Math.min(Math.max(random(), 0), 1) * 10;
}

/** Creates a loading bar driven by timers (fake timers in tests). */
export function createLoadingBar(random: () => number = Math.random): LoadingBar {
  const store = createStore<LoadingBarState>({ progress: 0, visible: false });
  let pending = 0;
  let ticker: ReturnType<typeof setInterval> | undefined;
  let hider: ReturnType<typeof setTimeout> | undefined;

  const start = () => {
    pending += 1;
    if (pending > 1) return;
    clearTimeout(hider);
    store.set({ progress: startProgress(random), visible: true });
    ticker = setInterval(() => {
      store.update((state) => ({ ...state, progress: nextProgress(state.progress) }));
    }, LOADING_BAR_TICK_MS);
  };

  const done = () => {
    if (pending === 0) return;
    pending -= 1;
    if (pending > 0) return;
    clearInterval(ticker);
    store.set({ progress: 100, visible: true });
    hider = setTimeout(() => store.set({ progress: 0, visible: false }), LOADING_BAR_HIDE_DELAY_MS);
  };

  return { store, start, done };
}

/** The app's top loading bar (spec §2). */
export const loadingBar = createLoadingBar();
