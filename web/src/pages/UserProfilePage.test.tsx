import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, getConfig, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { SignInSession, UserUsageRes } from '@inkstone/shared/api/profile';
import { V1 } from '@inkstone/shared/paths';
import { testUserInfo } from '../features/user/userInfo.test-fixture';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { UserProfilePage } from './UserProfilePage';

const fetchMock = vi.fn<typeof fetch>();
const SLOW_MS = 5000;
const settled = <T,>(check: () => T) => vi.waitFor(check, { timeout: SLOW_MS });
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;

const json = (body: unknown) =>
  new Response(JSON.stringify({ success: true, data: body }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

const USAGE: UserUsageRes = {
  days: Array.from({ length: 7 }, (_, i) => ({ date: `2026-11-2${i}`, words: i === 6 ? 300 : i === 4 ? 120 : 0 })),
  recentOperations: [
    { id: 'op-2', tool: 'expand', words: 300, createdAt: '2026-11-26T09:00:00Z' },
    { id: 'op-1', tool: 'paperAgent', words: 120, createdAt: '2026-11-24T09:00:00Z' },
  ],
};
const CHROME_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 Version/17.5 Mobile/15E148 Safari/604.1';
const session = (id: string, userAgent: string, isCurrent: boolean): SignInSession => ({
  id,
  userAgent,
  ip: '203.0.113.7',
  createdAt: '2026-11-26T08:00:00Z',
  lastUsedAt: '2026-11-26T08:00:00Z',
  expiresAt: '2026-12-26T08:00:00Z',
  isCurrent,
});

let sessions: SignInSession[] = [];
const calls: Array<{ url: string; body?: unknown }> = [];

/** Answers each profile call as the server would. */
function serve() {
  fetchMock.mockImplementation(async (input, init) => {
    const url = String(input);
    const body = init?.body ? (JSON.parse(String(init.body)) as { id?: string }) : undefined;
    calls.push({ url, body });
    if (url.startsWith(V1.user.info)) return json({ ...testUserInfo(12_345), nickname: 'Ada' });
    if (url.startsWith(V1.user.usage)) return json(USAGE);
    if (url.startsWith(V1.user.revokeSession)) {
      sessions = sessions.filter((s) => s.id !== body?.id);
      return json(null);
    }
    if (url.startsWith(V1.user.sessions)) return json({ items: sessions });
    if (url.startsWith(V1.papersearchHistory.list))
      return json({
        items: [
          {
            id: '5b0e0a52-0000-4000-8000-000000000001',
            topic: 'Low-resource machine translation',
            state: 'finished',
            step: 3,
            usesAi: true,
            createdAt: '2026-11-25T08:00:00Z',
            updatedAt: '2026-11-25T08:00:00Z',
            paperCount: 12,
            sectionCount: 3,
          },
        ],
        total: 1,
      });
    if (url.startsWith(V1.shareCode.getSuccessRegisterCount)) return json({ count: 3 });
    if (url.startsWith(V1.shareCode.getPointsObtained)) return json({ points: 1500 });
    if (url.startsWith(V1.shareCode.recentInvitees))
      return json({
        items: [{ account: 'ab***@example.com', registeredAt: '2026-11-20T08:00:00Z', rewardWords: 500 }],
      });
    throw new Error(`unexpected ${url}`);
  });
}

function renderPage(tab: string) {
  const router = createMemoryRouter(
    [
      { path: '/pages/user-profile/:tab', Component: UserProfilePage },
      { path: '*', Component: () => null },
    ],
    { initialEntries: [`/pages/user-profile/${tab}`] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

beforeEach(() => {
  configure({ asyncUtilTimeout: SLOW_MS });
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  calls.length = 0;
  sessions = [
    { ...session('s-this', CHROME_MAC, true), lastUsedAt: '2026-11-26T11:00:00Z' },
    session('s-phone', IPHONE, false),
  ];
  queryClient.clear();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  serve();
});

afterEach(() => {
  configure({ asyncUtilTimeout: defaultAsyncTimeout });
  cleanup();
  vi.unstubAllGlobals();
});

describe('UserProfilePage', { timeout: 30_000 }, () => {
  it('shows the account, the balance, the words used in the period and the recent AI operations', async () => {
    renderPage('profile');
    await settled(() => expect(screen.getByTestId('profile-words-left').textContent).toBe('12,345'));
    expect(screen.getByText('Ada')).toBeTruthy();
    await settled(() =>
      expect(screen.getByTestId('words-used-total').textContent).toBe('420 words in the last 30 days'),
    );
    const operations = screen.getAllByTestId('ai-operation');
    expect(within(operations[0]!).getByText('Expand')).toBeTruthy();
    expect(within(operations[0]!).getByText('−300 words')).toBeTruthy();
    expect(within(operations[1]!).getByText('Paper search')).toBeTruthy();
    expect(calls.some((c) => c.url === `${V1.user.usage}?days=30`)).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await settled(() => expect(calls.some((c) => c.url === `${V1.user.usage}?days=7`)).toBe(true));
  });

  it('lists the devices with this one marked, and signs another one out', async () => {
    renderPage('sessions');
    await settled(() => expect(screen.getAllByTestId('sign-in-session')).toHaveLength(2));
    const [current, phone] = screen.getAllByTestId('sign-in-session');
    expect(within(current!).getByText('Chrome on macOS')).toBeTruthy();
    expect(within(current!).getByText('This device')).toBeTruthy();
    expect(within(current!).queryByRole('button', { name: 'Sign out' })).toBeNull();
    expect(within(phone!).getByText('Safari on iOS')).toBeTruthy();
    // Last active only once the server has recorded a later use than the sign-in.
    expect(within(current!).getByText(/Last active/)).toBeTruthy();
    expect(within(phone!).queryByText(/Last active/)).toBeNull();

    fireEvent.click(within(phone!).getByRole('button', { name: 'Sign out' }));
    await settled(() => expect(screen.getAllByTestId('sign-in-session')).toHaveLength(1));
    expect(calls.find((c) => c.url === V1.user.revokeSession)?.body).toEqual({ id: 's-phone' });
    expect(screen.getByRole('button', { name: 'Sign out everywhere' })).toBeTruthy();
  });

  it('links each saved search to its result', async () => {
    renderPage('searches');
    const link = await screen.findByRole('link', { name: 'Low-resource machine translation' });
    expect(link.getAttribute('href')).toBe('/apps/papersearch/result/5b0e0a52-0000-4000-8000-000000000001');
    expect(screen.getByText('Total: 1')).toBeTruthy();
  });

  it('shows the invitees, how many and the words they brought', async () => {
    renderPage('invitees');
    await settled(() => expect(screen.getByTestId('invitee-count').textContent).toBe('3'));
    expect(screen.getByTestId('words-earned').textContent).toBe('1,500');
    expect(screen.getByText('ab***@example.com')).toBeTruthy();
  });

  it('answers an unknown tab with the not-found content', async () => {
    renderPage('nope');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
  });
});
