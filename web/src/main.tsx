import { localeOf } from './lib/language';
import { themeModeOf } from './lib/themeChoice';
import { themeChoiceStore } from './lib/themeStore';
import { userStore } from './lib/userStore';
import { onFirstInteraction } from './prerender/firstInteraction';
import { holdInteractions } from './prerender/holdInteractions';
import { canHydrate, prerenderMarkOf } from './prerender/prerenderMark';

/** The performance mark set when React has committed its first tree. */
const APP_COMMITTED_MARK = 'inkstone:app-committed';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
const root = container;

// The server may have put the page's markup into #root (the public pages, built ahead: web/build/
// pageManifest.ts). React adopts it only when it was drawn for what this visit shows first.
const isHydrating = canHydrate(prerenderMarkOf(root), {
  path: `${window.location.pathname}${window.location.search}`,
  locale: localeOf(userStore.get().language),
  theme: themeModeOf(themeChoiceStore.get(), window.matchMedia('(prefers-color-scheme: dark)').matches),
  isSignedIn: userStore.get().logged,
  hasNavigationState: (window.history.state as { usr?: unknown } | null)?.usr != null,
});

// The app's code (React, MUI, the router) is a chunk of its own that the server names in every page,
// so it downloads beside this one; evaluating it is what this file decides when to do.
function start(onFirstCommit: () => void): void {
  const committed = () => {
    // For the benches (bench/publicPageStart.mjs) and the browser's own performance timeline.
    performance.mark(APP_COMMITTED_MARK);
    onFirstCommit();
  };
  void import('./startApp').then(({ startApp }) => startApp(root, { isHydrating, onFirstCommit: committed }));
}

if (isHydrating) {
  // A page drawn for this visit can be read and scrolled as it is; React and MUI, a few hundred
  // milliseconds of a phone's main thread, start when the visitor first touches, types or points
  // (decision 020). Until React has the page, its fields take text natively and a submit or a click
  // is held, then replayed.
  const held = holdInteractions(root);
  root.removeAttribute('inert');
  onFirstInteraction(() => start(held.release));
} else {
  // The server marks prerendered markup `inert`: markup React will replace must not take text or
  // send a form by itself (the password in the URL). React's first commit makes the page usable.
  start(() => root.removeAttribute('inert'));
}
