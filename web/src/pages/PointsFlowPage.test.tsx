import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, configure, fireEvent, getConfig, render, screen, within } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { PointFlowItem, PointFlowListReq } from '@inkstone/shared/api/pointFlow';
import { initI18n } from '../lib/i18n';
import { queryClient } from '../lib/queryClient';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { PointsFlowPage } from './PointsFlowPage';

const fetchMock = vi.fn<typeof fetch>();

// MUI pages render slowly on a busy machine: wait longer than the 1 s default for what they show.
const SLOW_MS = 5000;
const settled = <T,>(check: () => T) => vi.waitFor(check, { timeout: SLOW_MS });
const defaultAsyncTimeout = getConfig().asyncUtilTimeout;

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** 30 ledger rows, newest first: a sign-up grant, then AI charges and one top-up. */
const LEDGER: PointFlowItem[] = Array.from({ length: 30 }, (_, index) => {
  const n = 30 - index;
  const reason = n === 1 ? 'signup_grant' : n === 15 ? 'top_up' : 'ai_hold';
  return {
    id: `row-${n}`,
    delta: reason === 'ai_hold' ? -100 : 5000,
    balanceAfter: 10_000 + n,
    reason,
    refId: reason === 'top_up' ? 'IS20261127ABC' : null,
    note: null,
    createdAt: new Date(Date.UTC(2026, 10, 1, 8, n)).toISOString(),
  };
});

const requests: PointFlowListReq[] = [];

/** Answers the list call as the server would, from LEDGER. */
function serveLedger() {
  fetchMock.mockImplementation(async (_input, init) => {
    const req = JSON.parse(String(init?.body)) as PointFlowListReq;
    requests.push(req);
    const rows = req.reasons?.length ? LEDGER.filter((row) => req.reasons!.includes(row.reason)) : LEDGER;
    const items = req.pageSize === -1 ? rows : rows.slice((req.page - 1) * req.pageSize, req.page * req.pageSize);
    return json(200, { success: true, data: { items, total: rows.length } });
  });
}

function renderPage() {
  const router = createMemoryRouter([{ path: '/pages/points-flow', Component: PointsFlowPage }], {
    initialEntries: ['/pages/points-flow'],
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

const rows = () => screen.queryAllByTestId('point-flow-row');
const lastRequest = () => requests[requests.length - 1]!;

function pickOption(combobox: RegExp, option: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: combobox }));
  fireEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: option }));
}

beforeEach(() => {
  configure({ asyncUtilTimeout: SLOW_MS });
  void initI18n('en');
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  requests.length = 0;
  queryClient.clear();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});

afterEach(() => {
  configure({ asyncUtilTimeout: defaultAsyncTimeout });
  cleanup();
  vi.unstubAllGlobals();
});

describe('PointsFlowPage', { timeout: 30_000 }, () => {
  it('shows the newest 20 rows first, with reason labels, signed changes and the balance after', async () => {
    serveLedger();
    renderPage();
    await settled(() => expect(rows()).toHaveLength(20));
    expect(fetchMock.mock.calls[0]![0]).toBe('/v1/pointFlow/list');
    expect(lastRequest()).toEqual({ page: 1, pageSize: 20 });
    const first = rows()[0]!;
    expect(within(first).getByText('AI use')).toBeTruthy();
    expect(within(first).getByText('-100')).toBeTruthy();
    expect(within(first).getByText('10,030')).toBeTruthy();
    expect(screen.getByText('Order IS20261127ABC')).toBeTruthy();
    expect(screen.getByText('+5,000')).toBeTruthy();
    expect(screen.getByText('1–20 of 30')).toBeTruthy();
  });

  it('pages forward, and "All" asks for page size -1 and shows every row', async () => {
    serveLedger();
    renderPage();
    await settled(() => expect(rows()).toHaveLength(20));

    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settled(() => expect(rows()).toHaveLength(10));
    expect(lastRequest()).toMatchObject({ page: 2, pageSize: 20 });
    expect(screen.getByText('Sign-up gift')).toBeTruthy();

    pickOption(/Items per page/, 'All');
    await settled(() => expect(rows()).toHaveLength(30));
    expect(lastRequest()).toEqual({ page: 1, pageSize: -1 });
    expect(screen.getByText('1–30 of 30')).toBeTruthy();
  });

  it('sends the chosen reasons and the date range, and starts again at the first page', async () => {
    serveLedger();
    renderPage();
    await settled(() => expect(rows()).toHaveLength(20));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await settled(() => expect(lastRequest().page).toBe(2));

    pickOption(/Reason/, 'Top-up');
    await settled(() => expect(rows()).toHaveLength(1));
    expect(lastRequest()).toEqual({ page: 1, pageSize: 20, reasons: ['top_up'] });

    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-11-02' } });
    await settled(() => expect(lastRequest().to).toBeDefined());
    expect(new Date(lastRequest().from!).getTime()).toBe(new Date(2026, 10, 1).getTime());
    expect(new Date(lastRequest().to!).getTime()).toBe(new Date(2026, 10, 3).getTime());
    expect(lastRequest().reasons).toEqual(['top_up']);
  });

  it('says so when there is nothing to show', async () => {
    fetchMock.mockImplementation(async () => json(200, { success: true, data: { items: [], total: 0 } }));
    renderPage();
    expect(await screen.findByText('No changes to your balance yet.')).toBeTruthy();
    pickOption(/Reason/, 'Refund');
    expect(await screen.findByText('No entries match these filters.')).toBeTruthy();
  });
});
