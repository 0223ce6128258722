import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_CHUNKS_META } from '@inkstone/shared/servedPage';
import { prefetchAppChunks } from './prefetchAppChunks';

const prefetches = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => [
    l.getAttribute('href'),
    l.getAttribute('crossorigin'),
  ]);

afterEach(() => {
  document.head.innerHTML = '';
  vi.useRealTimers();
});

describe('prefetchAppChunks', () => {
  it("fetches the page's listed chunks once the page has loaded, as CORS fetches like Vite's module loads", () => {
    vi.useFakeTimers();
    document.head.innerHTML = `<meta name="${APP_CHUNKS_META}" content="/assets/startApp-a1.js /assets/LoginPage-b2.js">`;
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
    document.head.innerHTML = `<meta name="${APP_CHUNKS_META}" content="https://elsewhere.example/x.js //evil/y.js">`;
    prefetchAppChunks();
    vi.runAllTimers();
    expect(prefetches()).toEqual([]);
    document.head.innerHTML = '';
    prefetchAppChunks();
    vi.runAllTimers();
    expect(prefetches()).toEqual([]);
  });
});
