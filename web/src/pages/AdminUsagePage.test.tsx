import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { AdminUsageRes, UsageDay } from '@inkstone/shared/api/adminUsage';
import { V1 } from '@inkstone/shared/paths';
import { okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminUsagePage } from './AdminUsagePage';

const fetchMock = vi.fn<typeof fetch>();

/** `days` days ending 2026-11-27, busy on the last two. */
function usageOf(days: number): AdminUsageRes {
  const end = Date.UTC(2026, 10, 27);
  const series: UsageDay[] = Array.from({ length: days }, (_, i) => {
    const isBusy = i >= days - 2;
    return {
      date: new Date(end - (days - 1 - i) * 86_400_000).toISOString().slice(0, 10),
      activeUsers: isBusy ? 4 + i - (days - 2) : 0,
      pageViews: isBusy ? 600 : 0,
      aiUses: isBusy ? 3 : 0,
      aiWords: isBusy ? 1200 : 0,
      paperSearches: isBusy ? 2 : 0,
      signUpsEmail: isBusy ? 1 : 0,
      signUpsSms: isBusy ? 1 : 0,
      signUpsInvited: isBusy ? 1 : 0,
    };
  });
  return { days: series, topRoutes: [{ route: '/apps/home', views: 1200 }] };
}

const periods: number[] = [];
beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  periods.length = 0;
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  fetchMock.mockImplementation(async (input) => {
    const url = new URL(String(input), 'http://localhost');
    if (url.pathname !== V1.admin.usage) throw new Error(`unexpected ${url.pathname}`);
    const days = Number(url.searchParams.get('days'));
    periods.push(days);
    return okResponse(usageOf(days));
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const text = (testId: string) => screen.getByTestId(testId).textContent;

describe('AdminUsagePage', { timeout: 30_000 }, () => {
  it('sums each series over the period and asks again for another period', async () => {
    renderAdminPage(<AdminUsagePage />, undefined, '/admin/usage');
    await waitFor(() => expect(text('usage-page-views')).toBe('1,200 in 30 days'), { timeout: 5000 });
    expect(periods).toEqual([30]);
    expect(text('usage-active-users')).toBe('Peak 5 in a day');
    expect(text('usage-ai-uses')).toBe('6 in 30 days');
    expect(text('usage-ai-words')).toBe('2,400 in 30 days');
    expect(text('usage-paper-searches')).toBe('4 in 30 days');
    expect(text('usage-sign-ups')).toBe('6 in 30 days');
    expect(screen.getByTestId('top-routes')).toBeTruthy();
    expect(screen.getByRole('tab', { name: 'Usage', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: '7 days' }));
    await waitFor(() => expect(text('usage-page-views')).toBe('1,200 in 7 days'), { timeout: 5000 });
    expect(periods).toEqual([30, 7]);
  });

  it('says when no page view was recorded', async () => {
    fetchMock.mockImplementation(async () => okResponse({ ...usageOf(30), topRoutes: [] }));
    renderAdminPage(<AdminUsagePage />, undefined, '/admin/usage');
    expect(await screen.findByText(/No page views in this period/)).toBeTruthy();
  });

  it('is not found for a user who is not an administrator, and asks the server nothing', async () => {
    renderAdminPage(<AdminUsagePage />, [], '/admin/usage');
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
