import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, getConfig, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { snackbar } from '../lib/snackbarStore';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { InvitationPage } from './InvitationPage';

const fetchMock = vi.fn<typeof fetch>();

// MUI pages render slowly on a busy machine: wait longer than the 1 s default for what they show.
const SLOW_MS = 5000;
const settled = <T,>(check: () => T) => vi.waitFor(check, { timeout: SLOW_MS });
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SHARE = {
  shareCode: 'K7M3QX9P',
  link: 'http://localhost:5173/front-pages/invitation?code=K7M3QX9P',
  qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>',
};

/** The four dashboard calls, answered by path. */
function serveDashboard() {
  const answers: Record<string, unknown> = {
    '/v1/shareCode/generateShareCode': SHARE,
    '/v1/shareCode/getSuccessRegisterCount': { count: 3 },
    '/v1/shareCode/getPointsObtained': { points: 4000 },
    '/v1/shareCode/recentInvitees': {
      items: [
        { account: 'gr***@example.com', registeredAt: '2026-11-20T10:00:00.000Z', rewardWords: 2000 },
        { account: '138****5678', registeredAt: '2026-11-19T10:00:00.000Z', rewardWords: 0 },
      ],
    },
  };
  fetchMock.mockImplementation(async (input) => json(200, { success: true, data: answers[String(input)] }));
}

function renderPage(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/front-pages/invitation', Component: InvitationPage },
      { path: '*', Component: () => <p>Elsewhere</p> },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  configure({ asyncUtilTimeout: SLOW_MS });
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  queryClient.clear();
  snackbar.store.set([]);
  userStore.set(defaultUserState('en'));
});

afterEach(() => {
  configure({ asyncUtilTimeout: defaultAsyncTimeout });
  cleanup();
  vi.unstubAllGlobals();
});

describe('InvitationPage signed out', { timeout: 30_000 }, () => {
  it('welcomes an invitee with the code and carries it into both ways of signing up', () => {
    const router = renderPage('/front-pages/invitation?code=K7M3QX9P');
    expect(screen.getByRole('heading', { name: 'You have been invited to Inkstone' })).toBeTruthy();
    expect(screen.getByLabelText('Invite code K7M3QX9P')).toBeTruthy();
    expect(screen.getByText('Find real papers')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register?code=K7M3QX9P');
    expect(screen.getByRole('link', { name: 'Sign up with a phone number' }).getAttribute('href')).toBe(
      '/login?tab=sms&code=K7M3QX9P',
    );
    fireEvent.click(screen.getByRole('link', { name: 'Create account' }));
    expect(router.state.location.search).toBe('?code=K7M3QX9P');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('without a code, introduces Inkstone and links to plain registration', () => {
    renderPage('/front-pages/invitation');
    expect(screen.getByRole('heading', { name: 'Join Inkstone' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' }).getAttribute('href')).toBe('/register');
  });
});

describe('InvitationPage signed in', { timeout: 30_000 }, () => {
  beforeEach(() => userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' }));

  it("shows the user's code, link, QR, counts and masked invitees", async () => {
    serveDashboard();
    renderPage('/front-pages/invitation');
    await settled(() => expect(screen.getByTestId('share-code').textContent).toBe('K7M3QX9P'));
    expect(screen.getByLabelText<HTMLInputElement>('Invite link').value).toBe(SHARE.link);
    const qr = screen.getByAltText('QR code of your invite link');
    expect(qr.getAttribute('src')).toBe(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(SHARE.qrSvg)}`);
    await settled(() => expect(screen.getByTestId('invitee-count').textContent).toBe('3'));
    await settled(() => expect(screen.getByTestId('words-earned').textContent).toBe('4,000'));
    expect(await screen.findByText('gr***@example.com')).toBeTruthy();
    expect(screen.getByText('+2,000 words')).toBeTruthy();
    expect(screen.getByText('138****5678')).toBeTruthy();
    expect(screen.getByText('Daily limit reached')).toBeTruthy();
  });

  it('copies the link and the code, saying so in a snackbar', async () => {
    serveDashboard();
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    renderPage('/front-pages/invitation');
    await settled(() => expect(screen.getByRole('button', { name: 'Copy link' })).toHaveProperty('disabled', false));

    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));
    await settled(() => expect(writeText).toHaveBeenCalledWith(SHARE.link));
    await settled(() => expect(snackbar.store.get().map((entry) => entry.text)).toContain('Invite link copied'));

    fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
    await settled(() => expect(writeText).toHaveBeenCalledWith('K7M3QX9P'));
    await settled(() => expect(snackbar.store.get().map((entry) => entry.text)).toContain('Invite code copied'));
  });

  it('tells a signed-in visitor of someone else’s link that codes are for new accounts', async () => {
    serveDashboard();
    renderPage('/front-pages/invitation?code=ZZZZ2222');
    expect(await screen.findByText('You are already signed in. Invite codes are for new accounts.')).toBeTruthy();
  });
});
