import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, getConfig, render, screen } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { snackbar } from '../lib/snackbarStore';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const fetchMock = vi.fn<typeof fetch>();

// MUI pages render slowly on a busy machine: wait longer than the 1 s default for what they show.
const SLOW_MS = 5000;
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const SIGNED_IN = {
  success: true,
  data: {
    token: 'tok',
    expiresAt: '2026-12-31T00:00:00.000Z',
    user: {
      userAccount: 'grace@uni.edu',
      durWordsLeft: 10000,
      lastLoginTime: null,
      nickname: 'Grace',
      email: 'grace@uni.edu',
      phone: null,
      loginUserType: 'regular',
      language: 'en',
      hasSeenQuestionaire: false,
      abilities: [],
    },
  },
};
const UNKNOWN_CODE = {
  success: false,
  errorMsg: 'This invite code does not exist. Check it, or continue without an invite code.',
  errorCode: 'invite_code_unknown',
};

/** Answers sign-up calls in turn; every other call (the dev outbox probe) is a 404. */
function serveSignUp(path: string, answers: Array<[number, unknown]>) {
  const bodies: Array<Record<string, unknown>> = [];
  fetchMock.mockImplementation(async (input, init) => {
    if (String(input) !== path) return json(404, { success: false, errorMsg: 'no', errorCode: 'endpoint_not_found' });
    bodies.push(JSON.parse(String(init?.body)) as Record<string, unknown>);
    const [status, body] = answers.shift()!;
    return json(status, body);
  });
  return bodies;
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/register', Component: RegisterPage },
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

const inviteField = () => screen.getByLabelText<HTMLInputElement>('Invite code (optional)');

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

describe('sign-up with an invite code', { timeout: 30_000 }, () => {
  it('fills the email registration with ?code=, sends it, and offers to go on without an unknown one', async () => {
    const bodies = serveSignUp('/v1/register/doRegistry', [
      [400, UNKNOWN_CODE],
      [200, SIGNED_IN],
    ]);
    const router = renderAt('/register?code=K7M3QX9P');
    expect(inviteField().value).toBe('K7M3QX9P');

    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'grace@uni.edu' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    expect(
      await screen.findByText('This invite code does not exist. Check it, or continue without an invite code.'),
    ).toBeTruthy();
    expect(bodies[0]).toMatchObject({ email: 'grace@uni.edu', code: '123456', inviteCode: 'K7M3QX9P' });

    fireEvent.click(screen.getByRole('button', { name: 'Continue without a code' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(bodies[1]).not.toHaveProperty('inviteCode');
    expect(router.state.location.pathname).not.toBe('/register');
  });

  it('still reads the older ?invite= links', () => {
    fetchMock.mockImplementation(async () => json(404, { success: false, errorCode: 'endpoint_not_found' }));
    renderAt('/register?invite=OLDCODE2');
    expect(inviteField().value).toBe('OLDCODE2');
  });

  it('carries the code into the SMS sign-in that creates an account, and sends it', async () => {
    const bodies = serveSignUp('/v1/login/sms', [[200, SIGNED_IN]]);
    renderAt('/login?tab=sms&code=K7M3QX9P');
    expect(inviteField().value).toBe('K7M3QX9P');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '13800138000' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Landed')).toBeTruthy();
    expect(bodies[0]).toEqual({ phone: '13800138000', code: '123456', inviteCode: 'K7M3QX9P' });
  });

  it('keeps the SMS sign-in free of an invite field when no code came along', () => {
    fetchMock.mockImplementation(async () => json(404, { success: false, errorCode: 'endpoint_not_found' }));
    renderAt('/login?tab=sms');
    expect(screen.queryByLabelText('Invite code (optional)')).toBeNull();
  });
});
