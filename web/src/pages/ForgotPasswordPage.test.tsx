import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { V1 } from '@inkstone/shared/paths';
import { initI18n } from '../lib/i18n';
import { AppPath } from '../routes/paths';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });
const WAIT_TEXT = 'Please wait 42 seconds before requesting another code.';

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: AppPath.forgotPassword, Component: ForgotPasswordPage },
      { path: AppPath.login, Component: LoginPage },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    if (url === V1.register.resetPasswordCode) {
      // The code was asked for moments ago (e.g. before a reload): the server says how long to wait.
      return json(429, { success: false, errorCode: 'rate_limited', errorMsg: WAIT_TEXT }, { 'Retry-After': '42' });
    }
    if (url === V1.register.resetPassword) return json(200, { success: true, data: null });
    return json(404, { success: false, errorCode: 'endpoint_not_found', errorMsg: 'Not found' });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgotPasswordPage', () => {
  it('a code asked for too soon disables "Send code" and counts down on it, without a stale "wait N seconds"', async () => {
    renderAt(AppPath.forgotPassword);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@uni.edu' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const button = await screen.findByRole('button', { name: /^Resend in 4[12] s$/ });
    expect(button.hasAttribute('disabled')).toBe(true);
    expect(screen.queryByText(WAIT_TEXT)).toBeNull();
  });

  it('after a reset the sign-in page starts with the email filled in', async () => {
    const router = renderAt(AppPath.forgotPassword);
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@uni.edu ' } });
    fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'secret123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(AppPath.login));
    expect(screen.getByLabelText<HTMLInputElement>('Email').value).toBe('ada@uni.edu');
    expect(router.state.location.search).toBe('');
  });
});
