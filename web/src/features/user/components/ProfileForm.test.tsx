import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { initI18n } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbarStore';
import { testUserInfo } from '../userInfo.test-fixture';
import { ProfileForm } from './ProfileForm';

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json({ success: true, data: null }, { headers: { 'Content-Type': 'application/json' } }),
  );
  snackbar.store.update(() => []);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ProfileForm', () => {
  it('confirms the save in the language just chosen (it stayed English after a switch to 中文)', async () => {
    render(
      <QueryClientProvider client={new QueryClient()}>
        <ProfileForm user={testUserInfo(1000)} language="en" />
      </QueryClientProvider>,
    );
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Language' }));
    fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '中文' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(snackbar.store.get().at(-1)?.text).toBe('修改已保存。'));
    expect(JSON.parse(String(fetchMock.mock.calls[0]?.[1]?.body))).toMatchObject({ language: 'cn' });
  });
});
