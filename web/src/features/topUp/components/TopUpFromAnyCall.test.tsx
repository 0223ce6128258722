import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { V1 } from '@inkstone/shared/paths';
import { SnackbarHost } from '../../../components/SnackbarHost';
import { apiPost } from '../../../lib/apiClient';
import { initI18n } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbarStore';
import { userStore } from '../../../lib/userStore';
import { defaultUserState } from '../../../lib/userState';
import { testUserInfo } from '../../user/userInfo.test-fixture';
import { TopUpProvider } from './TopUpProvider';

const OUTLINE_CALL = V1.workflow.generateOutline;
const fetchMock = vi.fn<typeof fetch>();

/** The outline call is refused for want of words; the dialog's own calls answer. */
function answerWith402() {
  fetchMock.mockImplementation(async (input) => {
    const path = new URL(String(input), 'http://localhost').pathname;
    if (path === OUTLINE_CALL)
      return new Response(
        JSON.stringify({ success: false, errorCode: ErrorCode.insufficientBalance, errorMsg: 'Not enough words' }),
        { status: 402 },
      );
    if (path === V1.payment.getPointListAll)
      return new Response(JSON.stringify({ success: true, data: { items: [], provider: 'simulator' } }));
    if (path === V1.user.info) return new Response(JSON.stringify({ success: true, data: testUserInfo(10) }));
    throw new Error(`unexpected fetch ${path}`);
  });
}

function renderShell(withProvider: boolean) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {withProvider ? <TopUpProvider>{null}</TopUpProvider> : null}
        <SnackbarHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

async function failingCall(): Promise<void> {
  await act(async () => {
    await apiPost(OUTLINE_CALL, { topic: 'x' }).catch(() => undefined);
  });
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  answerWith402();
  snackbar.store.set([]);
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('a 402 from any call through the API client', () => {
  it('offers the top-up dialog in its snackbar, as the AI tools do', async () => {
    renderShell(true);
    await failingCall();
    expect(await screen.findByText('Not enough words')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(await screen.findByRole('dialog', { name: /^Top up words/ })).toBeTruthy();
    // The snackbar closes once its action is taken; its own close button is still offered before.
    expect(snackbar.store.get().every((entry) => !entry.showing)).toBe(true);
  });

  it('offers nothing once the signed-in shell (and its dialog) is gone', async () => {
    renderShell(true);
    cleanup();
    renderShell(false);
    await failingCall();
    expect(await screen.findByText('Not enough words')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
  });
});
