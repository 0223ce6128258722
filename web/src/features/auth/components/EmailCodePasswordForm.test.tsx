import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { V1 } from '@inkstone/shared/paths';
import { initI18n } from '../../../lib/i18n';
import { RegisterForm } from './RegisterForm';
import { ResetPasswordForm } from './ResetPasswordForm';

const fetchMock = vi.fn<typeof fetch>();
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => url === path);

function renderIn(form: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(<QueryClientProvider client={client}>{form}</QueryClientProvider>);
}

function fill(password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: ' ada@uni.edu ' } });
  fireEvent.change(screen.getByLabelText('Verification code'), { target: { value: '123456' } });
  fireEvent.change(screen.getByLabelText(password), { target: { value: 'secret123' } });
}

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) =>
    url === V1.register.doRegistry
      ? json(400, { success: false, errorCode: 'invalid_code', errorMsg: 'The code is wrong or expired.' })
      : json(404, { success: false, errorCode: 'endpoint_not_found', errorMsg: 'Not found' }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('registration and password reset share one form', () => {
  it('checks every field before anything is sent', () => {
    renderIn(<ResetPasswordForm onReset={() => undefined} />);
    fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
    expect(screen.getByText('Enter the 6-digit code.')).toBeTruthy();
    expect(calls(V1.register.resetPassword)).toHaveLength(0);
  });

  it("registration sends the fields with its own invite code, and shows the server's refusal", async () => {
    renderIn(<RegisterForm initialInviteCode="FRIEND" onSignedIn={() => undefined} />);
    fill('Password');
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(screen.getByText('The code is wrong or expired.')).toBeTruthy());
    const body = JSON.parse(String(calls(V1.register.doRegistry)[0]?.[1]?.body));
    expect(body).toEqual({ email: 'ada@uni.edu', code: '123456', password: 'secret123', inviteCode: 'FRIEND' });
  });
});
