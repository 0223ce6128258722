import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminOrder } from '@inkstone/shared/api/adminEconomy';
import { V1 } from '@inkstone/shared/paths';
import { failResponse, okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminOrdersPage } from './AdminOrdersPage';

const fetchMock = vi.fn<typeof fetch>();
const order: AdminOrder = {
  outTradeNo: 'IK20261127A',
  state: 'paying',
  orderAmount: 1990,
  originalFen: 1990,
  packageName: 'Basic',
  words: 100_000,
  bonusWords: 0,
  couponCode: null,
  createdTime: new Date().toISOString(),
  expiresAt: new Date(Date.now() + 1_800_000).toISOString(),
  paidAt: null,
  userId: '44444444-4444-4444-8444-444444444444',
  userAccount: 'ann@example.com',
  transactionId: null,
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

describe('AdminOrdersPage', () => {
  it('searches orders, reconciles one and shows the result', async () => {
    const searches: string[] = [];
    const reconciled: unknown[] = [];
    let current = order;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.orders) {
        searches.push(url.search);
        return okResponse({ items: [current], total: 1 });
      }
      if (url.pathname === V1.admin.ordersReconcile) {
        reconciled.push(JSON.parse(String(init?.body)));
        current = { ...order, state: 'paid', transactionId: '4200001234', paidAt: new Date().toISOString() };
        return okResponse(current);
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminOrdersPage />);
    const row = await screen.findByTestId('admin-order-row');
    expect(within(row).getByTestId('order-state').textContent).toBe('Paying');
    expect(row.textContent).toContain('¥19.90');

    fireEvent.change(screen.getByLabelText('User ID, email or phone'), { target: { value: ' ann@example.com ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(searches.at(-1)).toContain('user=ann%40example.com'));

    fireEvent.click(within(row).getByRole('button', { name: 'Reconcile now' }));
    await waitFor(() => expect(reconciled).toEqual([{ outTradeNo: 'IK20261127A' }]));
    expect((await screen.findByTestId('reconcile-result')).textContent).toBe('Order IK20261127A reconciled: Paid.');
    await waitFor(() =>
      expect(within(screen.getByTestId('admin-order-row')).getByTestId('order-state').textContent).toBe('Paid'),
    );
    expect(screen.getByTestId('admin-order-row').textContent).toContain('4200001234');
  });

  it('refunds a paid order after asking for a reason, and keeps a refusal in the dialog', async () => {
    const paid: AdminOrder = { ...order, state: 'paid', transactionId: '4200001234', bonusWords: 5000 };
    const refunds: unknown[] = [];
    let current = paid;
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.orders) return okResponse({ items: [current], total: 1 });
      if (url.pathname === V1.admin.ordersRefund) {
        refunds.push(JSON.parse(String(init?.body)));
        if (refunds.length === 1)
          return failResponse(409, 'refund_words_spent', 'The user has already spent some of these words.');
        current = { ...paid, state: 'refunded' };
        return okResponse(current);
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminOrdersPage />);
    const row = await screen.findByTestId('admin-order-row');
    fireEvent.click(within(row).getByRole('button', { name: 'Refund' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refund order IK20261127A' });
    expect(dialog.textContent).toContain('¥19.90');
    expect(dialog.textContent).toContain('105,000 words');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect(await within(dialog).findByText('A note is required')).toBeTruthy();
    expect(refunds).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('Reason for the refund'), { target: { value: 'Bought twice' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await within(dialog).findByTestId('refund-error')).textContent).toContain('already spent');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    expect((await screen.findByTestId('refund-result')).textContent).toBe('Order IK20261127A refunded.');
    expect(refunds).toEqual([
      { outTradeNo: 'IK20261127A', note: 'Bought twice' },
      { outTradeNo: 'IK20261127A', note: 'Bought twice' },
    ]);
    await waitFor(() =>
      expect(within(screen.getByTestId('admin-order-row')).getByTestId('order-state').textContent).toBe('Refunded'),
    );
    expect(within(screen.getByTestId('admin-order-row')).queryByRole('button', { name: 'Refund' })).toBeNull();
  }, 20_000); // a dialog and five round trips: can pass 5 s on a loaded two-core machine
});
