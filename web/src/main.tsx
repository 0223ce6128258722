import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { App } from './App';
import { setUnauthorizedHandler } from './lib/apiClient';
import { initI18n } from './lib/i18n';
import { queryClient } from './lib/queryClient';
import { connectLoadingBar } from './lib/connectLoadingBar';
import { startMonitoring } from './features/monitoring/startMonitoring';
import { mirrorWordsLeft } from './features/user/mirrorWordsLeft';
import { userStore } from './lib/userStore';
import { loginPathFor } from './routes/guard';
import { routes } from './routes/routes';
import { sessionCheckStore } from './routes/sessionGuard';

// Fetched while the route's code loads; the first render waits for both (English keys if it fails).
const i18nReady = initI18n(userStore.get().language).catch(() => undefined);

const router = createBrowserRouter(routes);

connectLoadingBar(router, sessionCheckStore);
startMonitoring(router);
mirrorWordsLeft(queryClient);

setUnauthorizedHandler(() => {
  queryClient.removeQueries();
  // A navigation in flight is sent to login by its own guard; otherwise go there from here.
  if (!router.state.initialized || router.state.navigation.state !== 'idle') return;
  const { pathname, search } = router.state.location;
  void router.navigate(loginPathFor(`${pathname}${search}`), { replace: true });
});

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

void i18nReady.then(() =>
  createRoot(container).render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  ),
);
