import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { setUnauthorizedHandler } from './lib/apiClient';
import { initI18n } from './lib/i18n';
import { localeOf } from './lib/language';
import { themeModeOf } from './lib/themeChoice';
import { themeChoiceStore } from './lib/themeStore';
import { queryClient } from './lib/queryClient';
import { connectLoadingBar } from './lib/connectLoadingBar';
import { startMonitoring } from './features/monitoring/startMonitoring';
import { mirrorWordsLeft } from './features/user/mirrorWordsLeft';
import { userStore } from './lib/userStore';
import { OnFirstCommit } from './prerender/OnFirstCommit';
import { canHydrate, prerenderMarkOf } from './prerender/prerenderMark';
import { routerInitialized } from './prerender/routerInitialized';
import { loginPathFor } from './routes/guard';
import { routes } from './routes/routes';
import { sessionCheckStore } from './routes/sessionGuard';

// Fetched while the route's code loads; the first render waits for both (English keys if it fails).
const i18nReady = initI18n(userStore.get().language).catch(() => undefined);

const router = createBrowserRouter(routes);

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

// The server may have put the page's markup into #root (the public pages, built ahead: web/build/
// pageManifest.ts). React adopts it only when it was drawn for what this visit shows first.
const isHydrating = canHydrate(prerenderMarkOf(container), {
  path: `${window.location.pathname}${window.location.search}`,
  locale: localeOf(userStore.get().language),
  theme: themeModeOf(themeChoiceStore.get(), window.matchMedia('(prefers-color-scheme: dark)').matches),
  isSignedIn: userStore.get().logged,
  hasNavigationState: (window.history.state as { usr?: unknown } | null)?.usr != null,
});

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

// The server marks prerendered markup `inert`: a form typed into or submitted before React has
// taken it over would lose the text, or be sent by the browser itself (the password in the URL).
// React's first commit, hydrating or replacing the markup, makes the page usable.
const app = (
  <StrictMode>
    <OnFirstCommit onCommit={() => container.removeAttribute('inert')}>
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
