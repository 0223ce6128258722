import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPackage } from '@inkstone/shared/api/adminEconomy';
import { V1 } from '@inkstone/shared/paths';
import { okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminPackagesPage } from './AdminPackagesPage';

const fetchMock = vi.fn<typeof fetch>();
const basic: AdminPackage = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Basic',
  words: 100_000,
  priceFen: 1990,
  originalPriceFen: 2990,
  badge: 'Hot',
  sortOrder: 1,
  isRetired: false,
};

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminPackagesPage', () => {
  it('lists packages with prices in yuan, validates a new package and sends its prices in fen', async () => {
    const posted: unknown[] = [];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.packages && init?.method === 'POST') {
        posted.push(JSON.parse(String(init.body)));
        return okResponse({ ...basic, id: '22222222-2222-4222-8222-222222222222', name: 'Pro' });
      }
      if (url.pathname === V1.admin.packages) return okResponse({ items: [basic] });
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminPackagesPage />);
    const row = await screen.findByTestId('package-row');
    expect(row.textContent).toContain('¥19.90');
    expect(row.textContent).toContain('¥29.90');
    expect(screen.getByRole('tab', { name: 'Coupons' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'New package' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('Name'), { target: { value: 'Pro' } });
    fireEvent.change(within(dialog).getByLabelText('Words'), { target: { value: '500000' } });
    fireEvent.change(within(dialog).getByLabelText('Price (yuan)'), { target: { value: '12.345' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Enter a price in yuan, such as 19.90')).toBeTruthy();
    expect(posted).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Price (yuan)'), { target: { value: '49.9' } });
    fireEvent.change(within(dialog).getByLabelText('Original price (yuan)'), { target: { value: '59' } });
    fireEvent.change(within(dialog).getByLabelText('Name in Chinese'), { target: { value: ' 专业版 ' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(posted).toEqual([
        {
          name: 'Pro',
          words: 500_000,
          priceFen: 4990,
          originalPriceFen: 5900,
          badge: null,
          nameZh: '专业版',
          badgeZh: null,
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  }, 20_000); // a dialog of eight fields typed into: can pass 5 s on a loaded two-core machine

  it('asks before retiring a package', async () => {
    const retired: string[] = [];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname.endsWith('/retire')) {
        retired.push(url.pathname);
        return okResponse({ ...basic, isRetired: true });
      }
      return okResponse({ items: [basic] });
    });
    renderAdminPage(<AdminPackagesPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Retire' }));
    const dialog = await screen.findByRole('dialog');
    expect(retired).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Retire' }));
    await waitFor(() => expect(retired).toEqual([`/v1/admin/packages/${basic.id}/retire`]));
  });

  it('shows "not found" and no admin tabs to a user without the admin ability', async () => {
    renderAdminPage(<AdminPackagesPage />, []);
    expect(await screen.findByText(/not found/i)).toBeTruthy();
    expect(screen.queryByRole('tab', { name: 'Coupons' })).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
