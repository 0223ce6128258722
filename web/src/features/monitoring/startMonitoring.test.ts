import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter } from 'react-router';
import type { MonitorConfigRes, MonitorEvent, MonitorReportReq } from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { i18n } from '../../lib/i18n';
import { startMonitoring } from './startMonitoring';

let reports: MonitorReportReq[];
let config: MonitorConfigRes;
let root: HTMLElement;

let languageBefore: string;

beforeEach(() => {
  // Test files share the i18n instance (isolate: false) and page views carry the interface language:
  // the one an earlier file left must not leak in.
  languageBefore = i18n.language;
  i18n.language = 'en';
  vi.useFakeTimers();
  reports = [];
  config = { monitoring: true, analytics: true };
  root = document.createElement('div');
  root.id = 'root';
  root.textContent = 'A page';
  document.body.append(root);
  vi.stubGlobal(
    'fetch',
    vi.fn((url: string, init?: RequestInit) => {
      if (url === V1.monitor.config) return Promise.resolve(Response.json({ success: true, data: config }));
      if (url === V1.monitor.report) reports.push(JSON.parse(String(init?.body)) as MonitorReportReq);
      return Promise.resolve(Response.json({ success: true, data: { errors: 0, pageViews: 0 } }));
    }),
  );
});
afterEach(() => {
  i18n.language = languageBefore;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  root.remove();
});

/** A window of the test's own, so listeners do not outlive it. */
function fakeWindow(nav: Partial<Navigator & { globalPrivacyControl: boolean }> = {}): Window {
  return Object.assign(new EventTarget(), {
    navigator: { userAgent: 'test-agent', ...nav },
    location: { origin: window.location.origin },
    document,
    innerWidth: 390,
  }) as unknown as Window;
}

function appRouter() {
  const page = { Component: () => null };
  return createMemoryRouter(
    [
      {
        children: [
          { path: '/apps/home', ...page },
          { path: '/apps/papersearch/result/:id', ...page },
        ],
      },
    ],
    { initialEntries: ['/apps/home'] },
  );
}

const sentEvents = (): MonitorEvent[] => reports.flatMap((r) => r.events);

async function settle(ms = 1000) {
  await vi.advanceTimersByTimeAsync(ms);
}

describe('startMonitoring', () => {
  it('sends a page view per route change with the route pattern, referrer, language and viewport', async () => {
    const router = appRouter();
    startMonitoring(router, fakeWindow());
    await router.navigate('/apps/papersearch/result/0b6c2f0e-1111-4a4a-8888-123456789abc');
    await router.navigate('/apps/papersearch/result/0b6c2f0e-1111-4a4a-8888-123456789abc?page=2');
    await settle();
    expect(sentEvents()).toEqual([
      { type: 'pageview', route: '/apps/home', referrerRoute: null, language: 'en', viewport: 'phone' },
      {
        type: 'pageview',
        route: '/apps/papersearch/result/:id',
        referrerRoute: '/apps/home',
        language: 'en',
        viewport: 'phone',
      },
    ]);
    expect(reports[0]).toMatchObject({ release: 'dev', userAgent: expect.any(String) });
    expect(JSON.stringify(reports)).not.toContain('0b6c2f0e');
  });

  it('sends no page views under Do Not Track or Global Privacy Control, but still reports errors', async () => {
    for (const nav of [{ doNotTrack: '1' }, { globalPrivacyControl: true }]) {
      reports = [];
      const win = fakeWindow(nav);
      startMonitoring(appRouter(), win);
      win.dispatchEvent(new ErrorEvent('error', { error: new Error('kaput'), message: 'kaput' }));
      await settle();
      expect(sentEvents().map((e) => e.type)).toEqual(['error']);
    }
  });

  it('sends nothing of what the server configuration switched off', async () => {
    config = { monitoring: false, analytics: false };
    const win = fakeWindow();
    startMonitoring(appRouter(), win);
    win.dispatchEvent(new ErrorEvent('error', { error: new Error('kaput') }));
    await settle(5000);
    expect(reports).toEqual([]);
  });

  it('reports a blank screen when the root is still empty a few seconds after a route change', async () => {
    const router = appRouter();
    startMonitoring(router, fakeWindow());
    await router.navigate('/apps/papersearch/result/1');
    root.textContent = '';
    await settle(3000);
    await settle();
    const blank = sentEvents().filter((e) => e.type === 'error');
    expect(blank).toEqual([
      {
        type: 'error',
        kind: 'blank-screen',
        message: expect.stringContaining('/apps/papersearch/result/:id'),
        stack: null,
        route: '/apps/papersearch/result/:id',
      },
    ]);
  });

  it('looks again later: an error page that replaces a page still loading at the first look is reported once', async () => {
    startMonitoring(appRouter(), fakeWindow());
    await settle(3000);
    root.innerHTML = '<div data-error-boundary=""><h1>Something went wrong</h1></div>';
    await settle(8000);
    await settle(20_000);
    expect(sentEvents().filter((e) => e.type === 'error')).toEqual([
      expect.objectContaining({
        kind: 'blank-screen',
        message: 'Blank screen: the error page was shown on /apps/home',
      }),
    ]);
  });

  it('reports no blank screen when the page shows something', async () => {
    startMonitoring(appRouter(), fakeWindow());
    await settle(15_000);
    expect(sentEvents().filter((e) => e.type === 'error')).toEqual([]);
  });

  it('reports unhandled rejections and failed resource loads with the current route', async () => {
    const win = fakeWindow();
    startMonitoring(appRouter(), win);
    const rejection = new Event('unhandledrejection');
    Object.defineProperty(rejection, 'reason', { value: new Error('lost') });
    win.dispatchEvent(rejection);
    const script = document.createElement('script');
    script.src = '/assets/Page-Ab12Cd34.js';
    const failed = new Event('error');
    Object.defineProperty(failed, 'target', { value: script });
    win.dispatchEvent(failed);
    await settle();
    expect(sentEvents().filter((e) => e.type === 'error')).toEqual([
      expect.objectContaining({ kind: 'unhandledrejection', message: 'Error: lost', route: '/apps/home' }),
      expect.objectContaining({ kind: 'resource', message: 'Failed to load script /assets/Page-Ab12Cd34.js' }),
    ]);
  });
});
