import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { OrderState, PaymentOrder } from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import { TopUpProvider } from '../features/topUp/components/TopUpProvider';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { OrdersPage } from './OrdersPage';

const fetchMock = vi.fn<typeof fetch>();
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));

function order(outTradeNo: string, state: OrderState, over: Partial<PaymentOrder> = {}): PaymentOrder {
  const created = new Date();
  return {
    outTradeNo,
    state,
    orderAmount: 2490,
    originalFen: 2990,
    packageName: 'Standard',
    words: 200_000,
    bonusWords: 0,
    couponCode: 'SAVE5',
    createdTime: created.toISOString(),
    expiresAt: new Date(created.getTime() + 30 * 60_000).toISOString(),
    paidAt: state === 'paid' ? created.toISOString() : null,
    ...over,
  };
}

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

describe('OrdersPage', () => {
  it("lists the user's orders with their states, and reopens a pending one in the top-up dialog", async () => {
    const orders = [
      order('PENDING1', 'created'),
      order('PAID1', 'paid', { couponCode: null }),
      order('OLD1', 'expired'),
    ];
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.payment.orders) {
        expect(url.searchParams.get('page')).toBe('1');
        return ok({ items: orders, total: 3 });
      }
      if (url.pathname === V1.payment.query) return ok(orders[0]);
      if (url.pathname === V1.payment.simulatePay)
        return new Response(
          JSON.stringify({ success: false, errorCode: 'not_found', errorMsg: 'The payment simulator is not enabled.' }),
          { status: 404 },
        );
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          <TopUpProvider>
            <OrdersPage />
          </TopUpProvider>
        </MemoryRouter>
      </QueryClientProvider>,
    );
    const rows = await screen.findAllByTestId('order-row');
    expect(rows.map((row) => within(row).getByTestId('order-state').textContent)).toEqual([
      'Awaiting payment',
      'Paid',
      'Expired',
    ]);
    expect(within(rows[0]!).getByText('¥24.90')).toBeTruthy();
    expect(within(rows[0]!).getByText('SAVE5')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Pay now' })).toBeNull();

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Pay now' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('order-amount').textContent).toBe('¥24.90');
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([url]) => String(url) === `${V1.payment.query}?outTradeNo=PENDING1`)).toBe(
        true,
      ),
    );
  });
});
