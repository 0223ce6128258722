import { describe, expect, it, vi } from 'vitest';
import type { createBrowserRouter } from 'react-router';
import { connectLoadingBar } from './connectLoadingBar';
import { createStore } from './createStore';
import type { LoadingBar, LoadingBarState } from './loadingBar';

type Router = ReturnType<typeof createBrowserRouter>;

function fakeRouter(initialized: boolean) {
  let listener: () => void = () => undefined;
  const router = {
    state: { initialized, navigation: { state: 'idle' } },
    subscribe: (next: () => void) => {
      listener = next;
      return () => undefined;
    },
  };
  const setState = (state: { initialized: boolean; navigation: { state: string } }) => {
    router.state = state;
    listener();
  };
  return { router: router as unknown as Router, setState };
}

function fakeBar(): LoadingBar {
  return { store: createStore<LoadingBarState>({ progress: 0, visible: false }), start: vi.fn(), done: vi.fn() };
}

describe('connectLoadingBar', () => {
  it('runs the bar through the first load and each navigation', () => {
    const { router, setState } = fakeRouter(false);
    const bar = fakeBar();
    connectLoadingBar(router, createStore(false), bar);
    expect(bar.start).toHaveBeenCalledTimes(1);

    setState({ initialized: true, navigation: { state: 'idle' } });
    expect(bar.done).toHaveBeenCalledTimes(1);

    setState({ initialized: true, navigation: { state: 'loading' } });
    setState({ initialized: true, navigation: { state: 'loading' } });
    expect(bar.start).toHaveBeenCalledTimes(2);
    setState({ initialized: true, navigation: { state: 'idle' } });
    expect(bar.done).toHaveBeenCalledTimes(2);
  });

  it('follows the guard’s loading flag', () => {
    const { router } = fakeRouter(true);
    const bar = fakeBar();
    const sessionCheck = createStore(false);
    connectLoadingBar(router, sessionCheck, bar);
    sessionCheck.set(true);
    expect(bar.start).toHaveBeenCalledTimes(1);
    sessionCheck.set(false);
    expect(bar.done).toHaveBeenCalledTimes(1);
  });
});
