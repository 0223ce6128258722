import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { snackbar } from '../lib/snackbarStore';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { LoginPage } from './LoginPage';

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

function renderLogin(path = '/login') {
  const router = createMemoryRouter(
    [
      { path: '/login', Component: LoginPage },
      { path: '*', Component: () => <p>Landed</p> },
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

function fillEmailForm() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@uni.edu' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  queryClient.clear();
  snackbar.store.set([]);
  userStore.set(defaultUserState('en'));
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('offers the email and SMS tabs with the labels the e2e suite uses', () => {
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Email' })).toBeTruthy();
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create account' })).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    expect(screen.getByLabelText('Phone number')).toBeTruthy();
    expect(screen.getByLabelText('Verification code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeTruthy();
  });

  it('shows a failed sign-in inline, without the global snackbar', async () => {
    fetchMock.mockResolvedValueOnce(
      json(401, { success: false, errorMsg: 'Wrong email or password', errorCode: 'invalid_credentials' }),
    );
    renderLogin();
    fillEmailForm();
    expect(await screen.findByText('Wrong email or password')).toBeTruthy();
    expect(snackbar.store.get()).toHaveLength(0);
  });

  it('returns the user to the page the guard stopped them at', async () => {
    fetchMock.mockResolvedValueOnce(
      json(200, {
        success: true,
        data: {
          token: 'tok',
          expiresAt: '2026-12-31T00:00:00.000Z',
          user: {
            userAccount: 'ada@uni.edu',
            durWordsLeft: 10000,
            lastLoginTime: null,
            nickname: 'Ada',
            email: 'ada@uni.edu',
            phone: null,
            loginUserType: 'regular',
            language: 'en',
            hasSeenQuestionaire: false,
            abilities: [],
          },
        },
      }),
    );
    const router = renderLogin('/login?redirect=%2Fapps%2Feditor');
    fillEmailForm();
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/apps/editor');
    expect(userStore.get()).toMatchObject({ logged: true, token: 'tok', type: 'email' });
  });

  it('checks the fields before calling the server', () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('links the code field to the development outbox only when the outbox answers this browser', async () => {
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/v1/dev/outbox')
        ? json(200, { success: true, data: { items: [] } })
        : json(404, { success: false, errorMsg: 'no', errorCode: 'endpoint_not_found' }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    const link = await screen.findByRole('link', { name: 'Open the development outbox' });
    expect(link.getAttribute('href')).toBe('/v1/dev/outbox?limit=5');
    cleanup();
    queryClient.clear();

    fetchMock.mockImplementation(async () =>
      json(404, { success: false, errorMsg: 'no', errorCode: 'endpoint_not_found' }),
    );
    renderLogin();
    fireEvent.click(screen.getByRole('tab', { name: 'SMS' }));
    await vi.waitFor(() =>
      expect(fetchMock).toHaveBeenCalledWith(expect.stringMatching(/^\/v1\/dev\/outbox/), expect.anything()),
    );
    // Give the refused query time to settle: the hint would render right after an answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Open the development outbox' })).toBeNull();
  });
});
