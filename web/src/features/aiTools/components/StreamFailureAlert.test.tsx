import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { initI18n } from '../../../lib/i18n';
import { userStore } from '../../../lib/userStore';
import { defaultUserState } from '../../../lib/userState';
import { userKeys } from '../../user/queries';
import type { StreamFailure } from '../../../lib/streamFailure';
import { StreamFailureAlert } from './StreamFailureAlert';

beforeAll(() => initI18n('en'));
beforeEach(() => userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' }));
afterEach(cleanup);

function renderAlert(
  failure: StreamFailure,
  abilities: Array<{ action: string; subject: string }>,
  retryInMs?: number,
) {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  client.setQueryData(userKeys.info(), { abilities });
  const handlers = { onRetry: vi.fn(), onCancelRetry: vi.fn() };
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <StreamFailureAlert failure={failure} retryInMs={retryInMs} {...handlers} />
      </MemoryRouter>
    </QueryClientProvider>,
  );
  return handlers;
}

const notConfigured: StreamFailure = {
  code: 'llm_not_configured',
  message: 'HTTP 503: …',
  status: 503,
  isRetryable: false,
};

describe('StreamFailureAlert', () => {
  it('sends those who may manage models to the model settings', () => {
    renderAlert(notConfigured, [{ action: 'manage', subject: 'model_settings' }]);
    expect(screen.getByRole('link', { name: 'Connect one in the model settings.' }).getAttribute('href')).toBe(
      '/admin/model-settings',
    );
  });

  it('tells everyone else to ask their administrator', () => {
    renderAlert(notConfigured, [{ action: 'use', subject: 'ai_tools' }]);
    expect(screen.getByTestId('ai-error').textContent).toContain('Ask your administrator to connect one');
    expect(screen.getByTestId('ai-error').textContent).toContain('LLM_BASE_URL, LLM_MODEL and LLM_API_KEY');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says when the balance is too low, without a retry', () => {
    renderAlert({ code: 'insufficient_balance', message: 'HTTP 402: x', status: 402, isRetryable: false }, []);
    expect(screen.getByTestId('ai-error').textContent).toContain('You do not have enough words left');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the spec §8 network text and a retry countdown that can be cancelled', () => {
    const handlers = renderAlert({ code: 'network', message: 'broken', isRetryable: true }, [], 2000);
    expect(screen.getByTestId('ai-error').textContent).toContain('Check your network and retry. Retrying in 2 s…');
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(handlers.onCancelRetry).toHaveBeenCalledOnce();
  });
});
