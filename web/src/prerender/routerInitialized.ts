import type { createBrowserRouter } from 'react-router';

type Router = Pick<ReturnType<typeof createBrowserRouter>, 'state' | 'subscribe'>;

/**
 * Resolves once the router has loaded the lazy routes of its first location and run their loaders:
 * from then on it renders the page itself, not its HydrateFallback, so the tree matches the
 * prerendered markup.
 */
export function routerInitialized(router: Router): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}
