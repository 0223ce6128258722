import type { createBrowserRouter } from 'react-router';
import type { Store } from './createStore';
import { loadingBar, type LoadingBar } from './loadingBar';

type Router = ReturnType<typeof createBrowserRouter>;

/**
 * Shows the loading bar (spec §2) while the first page loads, while a navigation runs its guard
 * and loads its page code, and while the guard's loading flag is up.
 */
export function connectLoadingBar(router: Router, sessionCheck: Store<boolean>, bar: LoadingBar = loadingBar): void {
  const sources = new Set<string>();
  const track = (source: string, isLoading: boolean) => {
    if (isLoading && !sources.has(source)) {
      sources.add(source);
      bar.start();
    } else if (!isLoading && sources.delete(source)) {
      bar.done();
    }
  };
  const readRouter = () => track('router', !router.state.initialized || router.state.navigation.state !== 'idle');
  readRouter();
  router.subscribe(readRouter);
  sessionCheck.subscribe(() => track('session', sessionCheck.get()));
}
