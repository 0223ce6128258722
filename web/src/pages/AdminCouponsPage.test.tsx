import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminCoupon } from '@inkstone/shared/api/adminEconomy';
import { V1 } from '@inkstone/shared/paths';
import { okResponse, renderAdminPage } from '../features/adminEconomy/testing';
import { initI18n } from '../lib/i18n';
import { userStore } from '../lib/userStore';
import { defaultUserState } from '../lib/userState';
import { AdminCouponsPage } from './AdminCouponsPage';

const fetchMock = vi.fn<typeof fetch>();
const BATCH = '33333333-3333-4333-8333-333333333333';

function coupon(code: string, over: Partial<AdminCoupon> = {}): AdminCoupon {
  return {
    id: `id-${code}`,
    code,
    kind: 'amount_off',
    value: 500,
    maxDiscountFen: null,
    minAmountFen: 0,
    packageId: null,
    startsAt: null,
    endsAt: null,
    totalUses: 1,
    usedCount: 0,
    reservedCount: 0,
    batchId: null,
    isDisabled: false,
    createdAt: new Date().toISOString(),
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
  vi.restoreAllMocks();
});

describe('AdminCouponsPage', () => {
  it('issues a batch with its terms in fen, then lists that batch and downloads it as CSV', async () => {
    const batchBodies: unknown[] = [];
    const exports: string[] = [];
    const issued = [coupon('SPRINGA1', { batchId: BATCH }), coupon('SPRINGB2', { batchId: BATCH })];
    fetchMock.mockImplementation(async (input, init) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.packages) return okResponse({ items: [] });
      if (url.pathname === V1.admin.couponsBatch) {
        batchBodies.push(JSON.parse(String(init?.body)));
        return okResponse({ batchId: BATCH, items: issued });
      }
      if (url.pathname === V1.admin.couponsExport) {
        exports.push(url.search);
        return new Response('code,kind\nSPRINGA1,amount_off\n', { headers: { 'content-type': 'text/csv' } });
      }
      if (url.pathname === V1.admin.coupons) {
        const isBatch = url.searchParams.get('batchId') === BATCH;
        return okResponse(isBatch ? { items: issued, total: 2 } : { items: [coupon('WELCOME')], total: 1 });
      }
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    const createObjectURL = vi.fn(() => 'blob:coupons');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);

    renderAdminPage(<AdminCouponsPage />);
    expect((await screen.findByTestId('coupon-row')).textContent).toContain('¥5.00 off');

    fireEvent.click(screen.getByRole('button', { name: 'Issue a batch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('How many'), { target: { value: '2' } });
    fireEvent.change(within(dialog).getByLabelText('Code prefix'), { target: { value: 'spring' } });
    fireEvent.change(within(dialog).getByLabelText('Amount off (yuan)'), { target: { value: '5' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));

    await waitFor(() =>
      expect(batchBodies).toEqual([
        {
          count: 2,
          prefix: 'SPRING',
          terms: {
            kind: 'amount_off',
            value: 500,
            maxDiscountFen: null,
            minAmountFen: 0,
            packageId: null,
            startsAt: null,
            endsAt: null,
            totalUses: null,
          },
        },
      ]),
    );
    const notice = await screen.findByTestId('batch-issued');
    expect(notice.textContent).toContain('Issued 2 coupons');
    await waitFor(() => expect(screen.getAllByTestId('coupon-row')).toHaveLength(2));

    fireEvent.click(within(notice).getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(exports).toEqual([`?batchId=${BATCH}`]);
    expect(createObjectURL).toHaveBeenCalled();
  });

  it('refuses a batch without a value and sends nothing', async () => {
    fetchMock.mockImplementation(async (input) => {
      const url = new URL(String(input), 'http://localhost');
      if (url.pathname === V1.admin.packages) return okResponse({ items: [] });
      if (url.pathname === V1.admin.coupons) return okResponse({ items: [], total: 0 });
      throw new Error(`unexpected fetch ${url.pathname}`);
    });
    renderAdminPage(<AdminCouponsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Issue a batch' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Issue' }));
    expect(await within(dialog).findByText('Enter a price in yuan, such as 19.90')).toBeTruthy();
  });
});
