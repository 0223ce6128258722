import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { UserInfoRes } from '@inkstone/shared/api/user';
import { V1 } from '@inkstone/shared/paths';
import { userKeys } from '../../features/user/queries';
import { refreshWordsLeft } from '../../features/user/refreshWordsLeft';
import { testUserInfo } from '../../features/user/userInfo.test-fixture';
import { initI18n } from '../../lib/i18n';
import { userStore } from '../../lib/userStore';
import { defaultUserState } from '../../lib/userState';
import { WordsLeftChip } from './WordsLeftChip';

const fetchMock = vi.fn<typeof fetch>();
const userInfo = testUserInfo(12345);

let client: QueryClient;
function renderChip() {
  render(
    <QueryClientProvider client={client}>
      <WordsLeftChip />
    </QueryClientProvider>,
  );
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  // As the app's client: what the navigation guard just fetched is fresh for a while.
  client = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 30_000 } } });
  client.setQueryData(userKeys.info(), userInfo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('WordsLeftChip', () => {
  it('names the balance in full for assistive technology, with the bare number for phones', () => {
    renderChip();
    const chip = screen.getByLabelText('12,345 words left');
    expect(screen.getByText('12,345 words left')).toBeTruthy();
    expect(chip.querySelector('span[aria-hidden="true"]')?.textContent).toBe('12,345');
  });

  it('shows the persisted copy only until the user-info query has the balance', async () => {
    userStore.set({ ...userStore.get(), durWordsLeft: 640 });
    client.removeQueries();
    fetchMock.mockResolvedValue(new Response(JSON.stringify({ success: true, data: userInfo })));
    renderChip();
    expect(screen.getByLabelText('640 words left')).toBeTruthy();
    await waitFor(() => expect(screen.getByLabelText('12,345 words left')).toBeTruthy());
  });

  it("shows the user-info query's balance, its one source: a stream's figure at once, then the server's", async () => {
    let answer: (response: Response) => void = () => undefined;
    fetchMock.mockImplementation((url) => {
      if (url !== V1.user.info) throw new Error(`unexpected fetch ${String(url)}`);
      return new Promise((resolve) => (answer = resolve));
    });
    renderChip();
    act(() => refreshWordsLeft(client, 977));
    // The server has not answered yet: the stream's figure shows meanwhile.
    await waitFor(() => expect(screen.getByLabelText('977 words left')).toBeTruthy());
    answer(new Response(JSON.stringify({ success: true, data: { ...userInfo, durWordsLeft: 970 } })));
    await waitFor(() => expect(screen.getByLabelText('970 words left')).toBeTruthy());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(client.getQueryData<UserInfoRes>(userKeys.info())?.durWordsLeft).toBe(970);
  });
});
