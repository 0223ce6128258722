import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { applyLanguage, initI18n } from '../lib/i18n';
import { AppPath } from '../routes/paths';
import { routes } from '../routes/routes';
import { useDocumentTitle } from './useDocumentTitle';

/** The route of the real table (routes.tsx) with this path, wherever it is nested. */
function routeAt(path: string, table: RouteObject[] = routes): RouteObject | undefined {
  for (const route of table) {
    if (route.path === path) return route;
    const nested = route.children && routeAt(path, route.children);
    if (nested) return nested;
  }
  return undefined;
}

function TitledOutlet() {
  useDocumentTitle();
  return <div>page</div>;
}

/** Renders the path under the real route's handle, as the root view does. */
function showTitleOf(path: string) {
  const route = routeAt(path);
  if (!route) throw new Error(`no route ${path}`);
  const router = createMemoryRouter([{ path, handle: route.handle as unknown, Component: TitledOutlet }], {
    initialEntries: [path],
  });
  render(<RouterProvider router={router} />);
}

beforeEach(() => {
  void initI18n('en');
  document.title = '';
});
afterEach(cleanup);

describe('document title (spec §2)', () => {
  it('is 首页 on the home page, in English too', async () => {
    showTitleOf(AppPath.home);
    await waitFor(() => expect(document.title).toBe('首页'));
  });

  it('is 首页 on the home page in Chinese', async () => {
    applyLanguage('cn');
    showTitleOf(AppPath.home);
    await waitFor(() => expect(document.title).toBe('首页'));
  });

  it('is "<page> · Inkstone" elsewhere', async () => {
    showTitleOf(AppPath.editor);
    await waitFor(() => expect(document.title).toBe('Editor · Inkstone'));
    cleanup();
    showTitleOf(AppPath.paperSearch);
    await waitFor(() => expect(document.title).toBe('Paper search · Inkstone'));
  });
});
