import { APP_CHUNKS_META } from '@inkstone/shared/servedPage';
import { whenIdle } from '../lib/whenIdle';

/** Beyond this an idle moment is not waited for: the chunks are fetched anyway. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Fetches the chunks a prerendered page lists (the app's code and the route's, decision 021) into
 * the HTTP cache once the page has loaded and the browser is idle, so that the app found there at
 * the first interaction. Not with the page: the download would share the network with what the page
 * shows first.
 */
export function prefetchAppChunks(): void {
  const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_CHUNKS_META}"]`);
  const hrefs = (meta?.content ?? '').split(' ').filter((href) => href.startsWith('/assets/'));
  if (hrefs.length === 0) return;
  const prefetch = () =>
    whenIdle(() => {
      for (const href of hrefs) {
        const link = document.createElement('link');
        link.rel = 'prefetch';
        // As Vite's module preloads are made, so the module fetch later reuses the cached response.
        link.crossOrigin = '';
        link.href = href;
        document.head.append(link);
      }
    }, IDLE_TIMEOUT_MS);
  if (document.readyState === 'complete') prefetch();
  else window.addEventListener('load', prefetch, { once: true });
}
