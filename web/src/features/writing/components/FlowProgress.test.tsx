import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApiError } from '../../../lib/apiError';
import { applyLanguage, initI18n } from '../../../lib/i18n';
import { FlowErrorAlert } from './FlowErrorAlert';
import { FlowProgress } from './FlowProgress';

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  applyLanguage('en');
});

describe('FlowProgress', () => {
  it('says what the model does, counts the seconds and stops the call', async () => {
    vi.useFakeTimers({ now: 1_000_000 });
    const onStop = vi.fn();
    render(<FlowProgress activity={{ kind: 'generate', startedAt: 1_000_000 }} onStop={onStop} />);
    expect(screen.getByRole('status').textContent).toContain('planning the outline');
    expect(screen.getByText(/0 s elapsed/)).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(12_000);
    });
    expect(screen.getByText(/12 s elapsed/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Stop' }));
    expect(onStop).toHaveBeenCalledOnce();
  });

  it('shows nothing when no call runs, and speaks Chinese in the Chinese UI', () => {
    const { container } = render(<FlowProgress activity={undefined} onStop={() => undefined} />);
    expect(container.textContent).toBe('');
    applyLanguage('cn');
    render(<FlowProgress activity={{ kind: 'revise', startedAt: Date.now() }} onStop={() => undefined} />);
    expect(screen.getByRole('status').textContent).toContain('模型正在按您的要求修改大纲');
  });
});

describe('FlowErrorAlert', () => {
  it('says a stopped call was stopped, not failed, and retries it', () => {
    const onRetry = vi.fn();
    render(<FlowErrorAlert error={new DOMException('aborted', 'AbortError')} onRetry={onRetry} />);
    expect(screen.getByTestId('writing-stopped').textContent).toContain('Stopped');
    expect(screen.queryByTestId('writing-error')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('gives the server’s reason for a failure and a retry', () => {
    const error = new ApiError(502, 'upstream_error', 'The model did not answer.');
    render(<FlowErrorAlert error={error} onRetry={() => undefined} />);
    expect(screen.getByTestId('writing-error').textContent).toContain('The model did not answer.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
