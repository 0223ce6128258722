import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ErrorGroup, ErrorOccurrence } from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminErrorsPage } from './AdminErrorsPage';

const fetchMock = vi.fn<typeof fetch>();
const GROUP_ID = '55555555-5555-4555-8555-555555555555';
const stack = 'TypeError: items is null\n    at web/src/pages/BrokenPage.tsx:42:7';
const group: ErrorGroup = {
  id: GROUP_ID,
  kind: 'error',
  message: 'TypeError: items is null',
  topStack: stack,
  status: 'open',
  totalCount: 5,
  lastRelease: 'abc123.20261127',
  firstSeenAt: new Date(Date.now() - 86_400_000).toISOString(),
  lastSeenAt: new Date().toISOString(),
  releases: [
    { release: 'abc123.20261127', count: 3 },
    { release: 'old.20261120', count: 2 },
  ],
  daily: [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 3],
};
const occurrence: ErrorOccurrence = {
  id: '66666666-6666-4666-8666-666666666666',
  release: 'abc123.20261127',
  route: '/apps/editor',
  userAgent: 'Mozilla/5.0 Test',
  userId: null,
  message: group.message,
  rawStack: 'TypeError: items is null\n    at Xe (https://x/assets/BrokenPage-Ab12Cd34.js:1:100)',
  symbolicatedStack: stack,
  createdAt: new Date().toISOString(),
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminErrorsPage', () => {
  it('shows open groups with counts per release, a sparkline and the symbolicated stack; resolves one', async () => {
    const lists: string[] = [];
    const statuses: unknown[] = [];
    let current = group;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.errors) {
        lists.push(url.search);
        const status = url.searchParams.get('status');
        return okResponse({ items: status && status !== current.status ? [] : [current], total: 1 });
      }
      if (url.pathname === V1.admin.errorGroupStatus.replace(':id', GROUP_ID)) {
        statuses.push(JSON.parse(String(init?.body)));
        current = { ...group, status: 'resolved' };
        return okResponse(null);
      }
      if (url.pathname === V1.admin.errorGroup.replace(':id', GROUP_ID)) {
        return okResponse({ group: current, occurrences: [occurrence] });
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminErrorsPage />);
    const card = await screen.findByTestId('error-group');
    expect(lists[0]).toContain('status=open');
    expect(within(card).getByTestId('error-message').textContent).toBe('TypeError: items is null');
    expect(within(card).getByTestId('error-stack').textContent).toContain('web/src/pages/BrokenPage.tsx:42:7');
    expect(within(card).getByText('abc123.20261127: 3')).toBeTruthy();
    expect(within(card).getByText('old.20261120: 2')).toBeTruthy();
    expect(within(card).getByRole('img', { name: 'Events in the last 14 days: 5' })).toBeTruthy();

    fireEvent.click(within(card).getByRole('button', { name: 'Occurrences' }));
    const shown = await screen.findByTestId('error-occurrence');
    expect(shown.textContent).toContain('/apps/editor');
    expect(shown.textContent).toContain('Signed out');
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(card).getByRole('button', { name: 'Resolve' }));
    await waitFor(() => expect(statuses).toEqual([{ status: 'resolved' }]));
    await waitFor(() => expect(screen.getByText('No errors here.')).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Resolved' }));
    const resolved = await screen.findByTestId('error-group');
    expect(within(resolved).getByRole('button', { name: 'Reopen' })).toBeTruthy();
  }, 20_000);

  it('shows "not found" to a user who is not an administrator', async () => {
    fetchMock.mockImplementation(async () => okResponse({ items: [], total: 0 }));
    renderAdminPage(<AdminErrorsPage />, []);
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
