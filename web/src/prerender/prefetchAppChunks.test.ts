import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHUNKS_META } from '@inkstone/shared/servedPage';
import { prefetchAppChunks } from './prefetchAppChunks';

const prefetchLinks = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')];
const prefetches = () => prefetchLinks().map((l) => [l.getAttribute('href'), l.getAttribute('crossorigin')]);

/** The server's list of chunks in the head. */
function listChunks(content: string): HTMLMetaElement {
  const meta = document.createElement('meta');
  meta.name = APP_CHUNKS_META;
  meta.content = content;
  document.head.append(meta);
  return meta;
}

// Only what these tests add is removed: the test files share one document, and Emotion keeps
// references to the style tags other tests' components put in the head.
afterEach(() => {
  document.head.querySelector(`meta[name="${APP_CHUNKS_META}"]`)?.remove();
  for (const link of prefetchLinks()) link.remove();
  vi.useRealTimers();
});

describe('prefetchAppChunks', () => {
  it("fetches the page's listed chunks once the page has loaded, as CORS fetches like Vite's module loads", () => {
    vi.useFakeTimers();
    listChunks('/assets/startApp-a1.js /assets/LoginPage-b2.js');
    prefetchAppChunks();
    // Not in the same task: the page's own work comes first.
    expect(prefetches()).toEqual([]);
    vi.runAllTimers();
    expect(prefetches()).toEqual([
      ['/assets/startApp-a1.js', ''],
      ['/assets/LoginPage-b2.js', ''],
    ]);
  });

  it('fetches nothing outside /assets/, and nothing on a page without the list', () => {
    vi.useFakeTimers();
    const meta = listChunks('https://elsewhere.example/x.js //evil/y.js');
    prefetchAppChunks();
    vi.runAllTimers();
    expect(prefetches()).toEqual([]);
    meta.remove();
    prefetchAppChunks();
    vi.runAllTimers();
    expect(prefetches()).toEqual([]);
  });
});
