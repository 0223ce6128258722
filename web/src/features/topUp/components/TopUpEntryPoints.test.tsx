import type { ReactNode } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { ErrorCode } from '@inkstone/shared/errorCodes';
import { WordsLeftChip } from '../../../components/layout/WordsLeftChip';
import { initI18n } from '../../../lib/i18n';
import { userStore } from '../../../lib/userStore';
import { defaultUserState } from '../../../lib/userState';
import { StreamFailureAlert } from '../../aiTools/components/StreamFailureAlert';
import { WordsLeftCard } from '../../home/components/WordsLeftCard';
import { userKeys } from '../../user/queries';
import { testUserInfo } from '../../user/userInfo.test-fixture';
import { TopUpContext, type TopUpControls } from '../topUpContext';

let controls: TopUpControls;
function renderWith(node: ReactNode, withTopUp = true) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userKeys.info(), testUserInfo(500));
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        {withTopUp ? <TopUpContext.Provider value={controls}>{node}</TopUpContext.Provider> : node}
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  controls = { open: vi.fn(), openOrder: vi.fn() };
});
afterEach(cleanup);

describe('where the top-up dialog opens', () => {
  it('from the insufficient-balance alert (402), which offers no retry', () => {
    const failure = { code: ErrorCode.insufficientBalance, message: 'Not enough', status: 402, isRetryable: false };
    renderWith(
      <StreamFailureAlert failure={failure} retryInMs={undefined} onRetry={vi.fn()} onCancelRetry={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(controls.open).toHaveBeenCalledTimes(1);
  });

  it('from the balance chip in the top bar and the home balance card', () => {
    renderWith(
      <>
        <WordsLeftChip />
        <WordsLeftCard wordsLeft={500} />
      </>,
    );
    fireEvent.click(screen.getByLabelText('500 words left'));
    fireEvent.click(screen.getByRole('button', { name: 'Top up' }));
    expect(controls.open).toHaveBeenCalledTimes(2);
  });

  it('offers nothing outside the signed-in shell, where there is no dialog', () => {
    renderWith(<WordsLeftCard wordsLeft={500} />, false);
    expect(screen.queryByRole('button', { name: 'Top up' })).toBeNull();
  });
});
