import { act } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import type { CouponCheckRes } from '@inkstone/shared/api/coupon';
import type { NativePayRes, OrderState, PaymentOrder, TopUpPackage } from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import { userKeys } from '../../user/queries';
import { testUserInfo } from '../../user/userInfo.test-fixture';
import { applyLanguage, initI18n } from '../../../lib/i18n';
import { snackbar } from '../../../lib/snackbarStore';
import { userStore } from '../../../lib/userStore';
import { defaultUserState } from '../../../lib/userState';
import { POLL_INTERVAL_MS } from '../queries';
import { useTopUp } from '../topUpContext';
import { TopUpProvider } from './TopUpProvider';

const PKG_A = '11111111-1111-4111-8111-111111111111';
const PKG_B = '22222222-2222-4222-8222-222222222222';
const packages: TopUpPackage[] = [
  { id: PKG_A, name: 'Starter', words: 10_000, priceFen: 990, originalPriceFen: null, badge: null, sortOrder: 1 },
  {
    id: PKG_B,
    name: 'Scholar',
    words: 100_000,
    priceFen: 3000,
    originalPriceFen: 4500,
    badge: 'Best value',
    sortOrder: 2,
  },
];

/** The coupon check waits for typing to stop; on a busy machine a render takes a while too. */
const SLOW = { timeout: 3000 };
const ok = (data: unknown) => new Response(JSON.stringify({ success: true, data }));
const fail = (status: number, errorCode: string, errorMsg: string) =>
  new Response(JSON.stringify({ success: false, errorCode, errorMsg }), { status });

function orderOf(state: OrderState, over: Partial<PaymentOrder> = {}): PaymentOrder {
  const created = new Date();
  return {
    outTradeNo: 'T20261127A',
    state,
    orderAmount: 2500,
    originalFen: 3000,
    packageName: 'Scholar',
    words: 100_000,
    bonusWords: 0,
    couponCode: 'SAVE5',
    createdTime: created.toISOString(),
    expiresAt: new Date(created.getTime() + 30 * 60_000).toISOString(),
    paidAt: state === 'paid' ? created.toISOString() : null,
    ...over,
  };
}

/** Answers the top-up calls; `routes` overrides per path. */
type Handler = (url: URL, init: RequestInit | undefined) => Response | Promise<Response>;
const fetchMock = vi.fn<typeof fetch>();
const calls = (path: string) => fetchMock.mock.calls.filter(([url]) => String(url).split('?')[0] === path);
function answer(routes: Record<string, Handler>) {
  fetchMock.mockImplementation(async (input, init) => {
    const url = new URL(String(input), 'http://localhost');
    const handler = routes[url.pathname];
    if (!handler) throw new Error(`unexpected fetch ${url.pathname}`);
    return handler(url, init);
  });
}
const defaults: Record<string, Handler> = {
  [V1.payment.getPointListAll]: () => ok({ items: packages, provider: 'wechatpay' }),
  [V1.user.info]: () => ok(testUserInfo(101_000)),
};

function OpenButton() {
  const topUp = useTopUp();
  return <button onClick={() => topUp?.open()}>open</button>;
}

let client: QueryClient;
function renderDialog() {
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <TopUpProvider>
          <OpenButton />
        </TopUpProvider>
      </MemoryRouter>
    </QueryClientProvider>,
  );
  fireEvent.click(screen.getByText('open'));
}

beforeAll(() => initI18n('en'));
beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  fetchMock.mockReset();
  userStore.set({ ...defaultUserState('en'), logged: true, token: 'tok' });
  client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(userKeys.info(), testUserInfo(1000));
  for (const entry of snackbar.store.get()) snackbar.remove(entry.id);
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('TopUpDialog: packages and coupons', { timeout: 20_000 }, () => {
  it('shows the packages as cards and prices the chosen one, with the coupon check’s discounted price', async () => {
    let verdict: CouponCheckRes = {
      valid: true,
      code: 'SAVE5',
      kind: 'amount_off',
      originalFen: 3000,
      discountFen: 500,
      priceFen: 2500,
      bonusWords: 0,
    };
    answer({ ...defaults, [V1.coupon.check]: () => ok(verdict) });
    renderDialog();
    const cards = await screen.findAllByTestId('top-up-package');
    expect(cards).toHaveLength(2);
    expect(screen.getByText('Best value')).toBeTruthy();
    expect(screen.getByLabelText('was ¥45.00')).toBeTruthy();
    expect(cards[0]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('top-up-price').textContent).toBe('¥9.90');

    fireEvent.click(cards[1]!);
    expect(cards[1]?.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByTestId('top-up-price').textContent).toBe('¥30.00');

    for (const typed of ['s', 'sa', 'sav', 'save5'])
      fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: typed } });
    expect(screen.getByTestId('coupon-verdict').textContent).toBe('Checking the coupon…');
    expect(screen.getByRole('button', { name: 'Pay with WeChat' }).hasAttribute('disabled')).toBe(true);
    await waitFor(
      () => expect(screen.getByTestId('coupon-verdict').textContent).toBe('Coupon applied: ¥5.00 off, you pay ¥25.00.'),
      SLOW,
    );
    expect(screen.getByTestId('top-up-price').textContent).toBe('¥25.00');
    expect(JSON.parse(String(calls(V1.coupon.check)[0]?.[1]?.body))).toEqual({ code: 'SAVE5', packageId: PKG_B });
    expect(calls(V1.coupon.check)).toHaveLength(1); // debounced: one check for the whole code

    verdict = { valid: false, reason: 'already_used', message: 'You have already used this coupon.' };
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'SAVE5X' } });
    await waitFor(
      () => expect(screen.getByTestId('coupon-verdict').textContent).toBe('You have already used this coupon.'),
      SLOW,
    );
    expect(screen.getByRole('button', { name: 'Pay with WeChat' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByTestId('top-up-price').textContent).toBe('¥30.00');
  });

  it('says why in Chinese when the coupon is not for this package', async () => {
    act(() => applyLanguage('cn'));
    try {
      answer({
        ...defaults,
        [V1.coupon.check]: () => ok({ valid: false, reason: 'not_for_package', message: 'Not for this package.' }),
      });
      renderDialog();
      await screen.findAllByTestId('top-up-package');
      fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'VIP' } });
      await waitFor(
        () => expect(screen.getByTestId('coupon-verdict').textContent).toBe('此优惠券不适用于该套餐。'),
        SLOW,
      );
    } finally {
      act(() => applyLanguage('en'));
    }
  });
});

describe('TopUpDialog: paying', { timeout: 20_000 }, () => {
  it('creates the order, shows its QR, polls every 2 s and stops on paid: balance refreshed, snackbar, closed', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const created: NativePayRes = {
      ...orderOf('created', { couponCode: null, orderAmount: 3000 }),
      codeUrl: 'weixin://wxpay/bizpayurl?pr=abc',
      qrSvg: '<svg xmlns="http://www.w3.org/2000/svg"></svg>',
    };
    let state: OrderState = 'created';
    answer({
      ...defaults,
      [V1.payment.nativePay]: () => ok(created),
      [V1.payment.query]: (url) => {
        expect(url.searchParams.get('outTradeNo')).toBe(created.outTradeNo);
        return ok(orderOf(state, { bonusWords: 500 }));
      },
    });
    renderDialog();
    fireEvent.click((await screen.findAllByTestId('top-up-package'))[1]!);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with WeChat' }));

    expect((await screen.findByAltText('WeChat Pay QR code')).getAttribute('src')).toContain('data:image/svg+xml');
    expect(screen.getByTestId('order-amount').textContent).toBe('¥30.00');
    expect(screen.getByTestId('order-countdown').textContent).toMatch(/^Expires in (30:00|29:5\d)$/);
    expect(JSON.parse(String(calls(V1.payment.nativePay)[0]?.[1]?.body))).toEqual({ packageId: PKG_B });
    // spec §3: the pending order is kept in the outTradeNo map, keyed by the package id.
    expect(userStore.get().outTradeNo[PKG_B]).toMatchObject({
      outTradeNo: created.outTradeNo,
      orderAmount: 3000,
      createdTime: created.createdTime,
    });
    await waitFor(() => expect(calls(V1.payment.query)).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Simulate payment' })).toBeNull();

    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));
    await waitFor(() => expect(calls(V1.payment.query)).toHaveLength(2));
    state = 'paid';
    const infoCallsBefore = calls(V1.user.info).length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS));

    await waitFor(() => expect(snackbar.store.get().map((e) => e.text)).toContain('100,500 words added'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(V1.user.info).length).toBeGreaterThan(infoCallsBefore);
    await waitFor(() => expect(client.getQueryData(userKeys.info())).toMatchObject({ durWordsLeft: 101_000 }));
    expect(userStore.get().outTradeNo).toEqual({});

    const queries = calls(V1.payment.query).length;
    await act(() => vi.advanceTimersByTimeAsync(POLL_INTERVAL_MS * 3));
    expect(calls(V1.payment.query)).toHaveLength(queries);
  });

  it('says top-ups are not set up when the server has no payment provider, and offers no payment', async () => {
    answer({ ...defaults, [V1.payment.getPointListAll]: () => ok({ items: packages, provider: 'none' }) });
    renderDialog();
    expect((await screen.findByTestId('top-up-unavailable')).textContent).toContain('not set up on this server');
    expect(screen.queryByRole('button', { name: 'Pay with WeChat' })).toBeNull();
  });

  it('offers "Simulate payment" when the server runs the simulator, and it pays the order', async () => {
    answer({
      ...defaults,
      [V1.payment.getPointListAll]: () => ok({ items: packages, provider: 'simulator' }),
      [V1.payment.nativePay]: () => ok({ ...orderOf('created'), codeUrl: 'weixin://x', qrSvg: '<svg/>' }),
      [V1.payment.query]: () => ok(orderOf('created')),
      [V1.payment.simulatePay]: (_url, init) =>
        JSON.parse(String(init?.body)).outTradeNo === 'T20261127A'
          ? ok(orderOf('paid'))
          : fail(404, 'not_found', 'Order not found.'),
    });
    renderDialog();
    await screen.findAllByTestId('top-up-package');
    fireEvent.click(screen.getByRole('button', { name: 'Pay with WeChat' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Simulate payment' }));
    await waitFor(() => expect(snackbar.store.get().map((e) => e.text)).toContain('100,000 words added'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows why an order was refused for its coupon', async () => {
    answer({
      ...defaults,
      [V1.coupon.check]: () =>
        ok({
          valid: true,
          code: 'ONCE',
          kind: 'amount_off',
          originalFen: 990,
          discountFen: 90,
          priceFen: 900,
          bonusWords: 0,
        }),
      [V1.payment.nativePay]: () => fail(409, 'coupon_used_up', 'Coupon used up.'),
    });
    renderDialog();
    await screen.findAllByTestId('top-up-package');
    fireEvent.change(screen.getByTestId('coupon-code'), { target: { value: 'ONCE' } });
    await waitFor(() => expect(screen.getByTestId('top-up-price').textContent).toBe('¥9.00'), SLOW);
    fireEvent.click(screen.getByRole('button', { name: 'Pay with WeChat' }));
    expect(await screen.findByText('This coupon has been used up.')).toBeTruthy();
  });
});

describe('TopUpDialog: resuming a pending order', { timeout: 20_000 }, () => {
  it('reopens on the newest pending order of the stored outTradeNo map, with its QR, and polls it', async () => {
    const older = orderOf('created', { outTradeNo: 'OLD1', createdTime: new Date(Date.now() - 60_000).toISOString() });
    const newer = orderOf('created', { outTradeNo: 'NEW2', orderAmount: 1234 });
    userStore.set({
      ...userStore.get(),
      outTradeNo: {
        [PKG_A]: { outTradeNo: older.outTradeNo, orderAmount: 990, createdTime: older.createdTime },
        [PKG_B]: {
          outTradeNo: newer.outTradeNo,
          orderAmount: 1234,
          createdTime: newer.createdTime,
          expiresAt: newer.expiresAt,
          qrSvg: '<svg/>',
        } as never,
        // Expired long ago: dropped from the map, never shown.
        stale: { outTradeNo: 'GONE', orderAmount: 1, createdTime: new Date(Date.now() - 3_600_000).toISOString() },
      },
    });
    answer({
      ...defaults,
      [V1.payment.query]: (url) => ok(orderOf('paying', { outTradeNo: url.searchParams.get('outTradeNo')! })),
    });
    renderDialog();
    expect((await screen.findByTestId('order-amount')).textContent).toBe('¥12.34');
    expect(screen.getByAltText('WeChat Pay QR code')).toBeTruthy();
    await waitFor(() => expect(calls(V1.payment.query)[0]?.[0]).toBe(`${V1.payment.query}?outTradeNo=NEW2`));
    expect(await screen.findByText('Paying')).toBeTruthy();
    expect(Object.keys(userStore.get().outTradeNo).sort()).toEqual([PKG_A, PKG_B]);
    // Straight to the pending order: no package to choose.
    expect(screen.queryAllByTestId('top-up-package')).toHaveLength(0);
  });

  it('resumes an order stored with the spec’s three fields alone: amount and the 30-minute countdown', async () => {
    const createdTime = new Date(Date.now() - 10 * 60_000).toISOString();
    userStore.set({
      ...userStore.get(),
      outTradeNo: { [PKG_A]: { outTradeNo: 'BARE', orderAmount: 990, createdTime } },
    });
    answer({ ...defaults, [V1.payment.query]: () => ok(orderOf('created', { outTradeNo: 'BARE' })) });
    renderDialog();
    expect((await screen.findByTestId('order-amount')).textContent).toBe('¥9.90');
    expect(screen.getByTestId('order-countdown').textContent).toMatch(/^Expires in (20:00|19:5\d)$/);
    expect(screen.getByText('The QR code of this order is on the device that created it.')).toBeTruthy();
  });
});
