import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { setUnauthorizedHandler } from './lib/apiClient';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { connectLoadingBar } from './lib/connectLoadingBar';
import { startMonitoring } from './features/monitoring/startMonitoring';
import { mirrorWordsLeft } from './features/user/mirrorWordsLeft';
import { userStore } from './lib/userStore';
import { OnFirstCommit } from './prerender/OnFirstCommit';
import { routerInitialized } from './prerender/routerInitialized';
import { loginPathFor } from './routes/guard';
import { routes } from './routes/routes';
import { sessionCheckStore } from './routes/sessionGuard';

export interface StartOptions {
  /** Adopt the prerendered markup in `container` (main.tsx decides) rather than render afresh. */
  isHydrating: boolean;
  /** Runs once React has committed its first tree: the page is then React's to handle. */
  onFirstCommit: () => void;
}

/** Starts the whole app in `container`: the router, the stores' listeners and React. */
export function startApp(container: HTMLElement, { isHydrating, onFirstCommit }: StartOptions): void {
  // Fetched while the route's code loads; the first render waits for both (English keys if it fails).
  const i18nReady = initI18n(userStore.get().language).catch(() => undefined);
  const router = createBrowserRouter(routes);

  // A page already drawn shows no loading bar while its code arrives (and the bar's first render
  // matches the markup); later navigations show it as before.
  if (isHydrating) void routerInitialized(router).then(() => connectLoadingBar(router, sessionCheckStore));
  else connectLoadingBar(router, sessionCheckStore);
  startMonitoring(router);
  mirrorWordsLeft(queryClient);

  setUnauthorizedHandler(() => {
    queryClient.removeQueries();
    // A navigation in flight is sent to login by its own guard; otherwise go there from here.
    if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
    const { pathname, search } = router.state.location;
    void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true });
  });

  const app = (
    <StrictMode>
      <OnFirstCommit onCommit={onFirstCommit}>
        <App router={router} />
      </OnFirstCommit>
    </StrictMode>
  );

  // The first render runs as a transition: React then works in slices of a few milliseconds and lets
  // the browser paint and answer input between them, instead of one long task (issue 22: on a phone
  // that task was most of the blocking time). Hydration waits for the route's code too, so its first
  // render is the page, not the fallback.
  if (isHydrating)
    void Promise.all([i18nReady, routerInitialized(router)]).then(() =>
      startTransition(() => {
        hydrateRoot(container, app);
      }),
    );
  else
    void i18nReady.then(() =>
      startTransition(() => {
        createRoot(container).render(app);
      }),
    );
}
