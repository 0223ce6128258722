import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { SearchStatus, type ResearchSessionDto, type ResearchSessionSummary } from '@inkstone/shared/api/paperAgent';
import { agentPaper } from '../features/paperSearch/testRun';
import { V1 } from '@inkstone/shared/paths';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { PaperSearchResultPage } from './PaperSearchResultPage';

const fetchMock = vi.fn<typeof fetch>();

const summary: ResearchSessionSummary = {
  id: '5a7f2c1e-0000-4000-8000-000000000001',
  topic: '神经机器翻译',
  state: 'finished',
  step: 3,
  usesAi: true,
  createdAt: '2026-11-22T10:00:00.000Z',
  updatedAt: '2026-11-22T10:01:00.000Z',
  paperCount: 26,
  sectionCount: 6,
};

const ok = (data: unknown) =>
  new Response(JSON.stringify({ success: true, data }), {
    status: 200,
    headers: { 'Content-Type': 'application/json' },
  });

function renderHistory() {
  const router = createMemoryRouter([{ path: '/apps/papersearch/result', Component: PaperSearchResultPage }], {
    initialEntries: ['/apps/papersearch/result'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const urls = () => fetchMock.mock.calls.map(([input]) => new URL(String(input), 'http://app'));

beforeEach(() => {
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  fetchMock.mockImplementation((input) =>
    Promise.resolve(
      String(input).startsWith(V1.papersearchHistory.delete) ? ok(null) : ok({ items: [summary], total: 30 }),
    ),
  );
  queryClient.clear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaperSearchResultPage: history', { timeout: 30_000 }, () => {
  it('lists saved searches a page at a time, with the spec page sizes', async () => {
    renderHistory();
    expect(await screen.findByRole('link', { name: '神经机器翻译' })).toBeTruthy();
    expect(urls()[0]?.searchParams.get('page')).toBe('1');
    expect(urls()[0]?.searchParams.get('pageSize')).toBe('10');

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(urls().at(-1)?.searchParams.get('page')).toBe('2'));

    fireEvent.mouseDown(screen.getByRole('combobox'));
    const sizes = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(sizes).toEqual(['5', '10', '20', '25', '50', '100', 'All']);
  });

  it('deletes a search after the user confirms', async () => {
    renderHistory();
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(
        urls().some((u) => u.pathname === V1.papersearchHistory.delete && u.searchParams.get('id') === summary.id),
      ).toBe(true),
    );
  });
});

describe('PaperSearchResultPage: a stopped run keeps what it found (issue 21)', { timeout: 30_000 }, () => {
  const stopped: ResearchSessionDto = {
    ...summary,
    state: 'aborted',
    step: 2,
    searchStatus: SearchStatus.FilterPapers,
    sortStatus: 0,
    options: { maxPapers: 30, language: 'cn' },
    aiSearchResult: [],
    expandQueriesResult: ['neural machine translation'],
    searchSemanticLength: 40,
    sources: [],
    bibList: [agentPaper('a'), agentPaper('b')],
    groupPapers: [],
    initSkeletons: [],
    mergedSkeleton: [],
    withoutAi: [],
    errorMsg: 'Stopped by the user.',
    wordsCharged: 100,
  };

  it('lists it as stopped with its papers in the history', async () => {
    fetchMock.mockImplementation(() =>
      Promise.resolve(ok({ items: [{ ...summary, state: 'aborted', paperCount: 2 }], total: 1 })),
    );
    renderHistory();
    const row = (await screen.findByRole('link', { name: '神经机器翻译' })).closest('tr')!;
    expect(within(row as HTMLElement).getByText('Stopped')).toBeTruthy();
    expect(within(row as HTMLElement).getByText('2')).toBeTruthy();
  });

  it('shows the saved result as stopped, with the papers it had found', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(ok(stopped)));
    const router = createMemoryRouter([{ path: '/apps/papersearch/result/:id', Component: PaperSearchResultPage }], {
      initialEntries: [`/apps/papersearch/result/${summary.id}`],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect((await screen.findByTestId('stopped-notice')).textContent).toBe(
      'This search was stopped. It keeps the 2 papers it had found.',
    );
    expect(screen.queryByText('Stopped by the user.')).toBeNull();
    expect(screen.getByTestId('kept-count').textContent).toBe('Stopped early: 2 papers found so far');
    expect(screen.getAllByTestId('paper-card')).toHaveLength(2);
  });
});
