import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAuditRes,
  AdminCoupon,
  AdminCouponsRes,
  AdminOrder,
  AdminOrdersRes,
  AdminPackage,
  AdminPackagesRes,
  AdminUserLedgerRes,
  CouponBatchRes,
  CouponUsageRes,
} from '@inkstone/shared/api/adminEconomy';
import type { PointListAllRes } from '@inkstone/shared/api/payment';
import { V1 } from '@inkstone/shared/paths';
import * as ledger from '../../../db/repos/wordLedger.js';
import { userIdOf } from '../../../test/aiTestApp.js';
import { adminUser, okData, registerUser, type RegisteredUser } from '../../../test/factories.js';
import { makePackage, order } from '../../../test/paymentApi.js';
import { withPaymentSimulator, type PaymentKit } from '../../../test/paymentTestKit.js';
import { createTestApp, type TestApp } from '../../../test/testApp.js';

let t: TestApp;
let kit: PaymentKit;
let admin: RegisteredUser;
let user: RegisteredUser;
beforeAll(async () => {
  t = await createTestApp({ FREE_WORDS: '100' });
  kit = await withPaymentSimulator(t);
  [admin, user] = await Promise.all([adminUser(t), registerUser(t)]);
});
afterAll(async () => {
  await t.close();
  await kit.simulator.close();
});

const call = (method: 'GET' | 'POST' | 'PUT', url: string, token: string | undefined, payload?: object) =>
  t.request({ method, url, token, ...(payload ? { payload } : {}) });
const path = (template: string, id: string) => template.replace(':id', id);
const terms = { kind: 'amount_off', value: 300 };

describe('admin economy routes', () => {
  it('answers 401 without a token and 403 to a regular user on every admin route', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const routes: Array<['GET' | 'POST' | 'PUT', string]> = [
      ['GET', V1.admin.packages],
      ['POST', V1.admin.packages],
      ['PUT', path(V1.admin.package, id)],
      ['POST', path(V1.admin.packageRetire, id)],
      ['POST', V1.admin.packagesReorder],
      ['GET', V1.admin.coupons],
      ['POST', V1.admin.coupons],
      ['POST', V1.admin.couponsBatch],
      ['GET', V1.admin.couponsExport],
      ['POST', path(V1.admin.couponDisable, id)],
      ['GET', path(V1.admin.couponUsage, id)],
      ['GET', V1.admin.orders],
      ['POST', V1.admin.ordersReconcile],
      ['POST', V1.admin.usersLedger],
      ['POST', V1.admin.usersAdjust],
      ['GET', V1.admin.auditLog],
    ];
    for (const [method, url] of routes) {
      expect((await call(method, url, undefined, method === 'GET' ? undefined : {})).statusCode, url).toBe(401);
      expect((await call(method, url, user.token, method === 'GET' ? undefined : {})).statusCode, url).toBe(403);
    }
  });

  it('creates, edits, reorders and retires packages, each in the audit log', async () => {
    const created = okData<AdminPackage>(
      await call('POST', V1.admin.packages, admin.token, { name: 'Exam season', words: 300_000, priceFen: 3990 }),
    );
    expect(created).toMatchObject({ name: 'Exam season', isRetired: false, originalPriceFen: null });
    const edited = okData<AdminPackage>(
      await call('PUT', path(V1.admin.package, created.id), admin.token, {
        name: 'Exam season',
        words: 350_000,
        priceFen: 3990,
        originalPriceFen: 4990,
        badge: 'New',
      }),
    );
    expect(edited).toMatchObject({ words: 350_000, originalPriceFen: 4990, badge: 'New' });
    const onSale = okData<AdminPackagesRes>(await call('GET', V1.admin.packages, admin.token)).items.filter(
      (p) => !p.isRetired,
    );
    const reversed = onSale.map((p) => p.id).reverse();
    const reordered = okData<AdminPackagesRes>(
      await call('POST', V1.admin.packagesReorder, admin.token, { ids: reversed }),
    );
    expect(reordered.items.map((p) => p.id)).toEqual(reversed);
    const partial = await call('POST', V1.admin.packagesReorder, admin.token, { ids: reversed.slice(1) });
    expect(partial.statusCode).toBe(400);
    okData(await call('POST', path(V1.admin.packageRetire, created.id), admin.token, {}));
    const publicList = okData<PointListAllRes>(await call('GET', V1.payment.getPointListAll, undefined));
    expect(publicList.items.map((p) => p.id)).not.toContain(created.id);
    const bad = await call('POST', V1.admin.packages, admin.token, { name: '', words: 0, priceFen: -1 });
    expect(bad.statusCode).toBe(400);
    const missing = await call('PUT', path(V1.admin.package, '00000000-0000-4000-8000-000000000000'), admin.token, {
      name: 'x',
      words: 1,
      priceFen: 1,
    });
    expect(missing.statusCode).toBe(404);
    const log = okData<AdminAuditRes>(await call('GET', `${V1.admin.auditLog}?pageSize=20`, admin.token));
    const actions = log.items
      .filter((e) => e.targetId === created.id || e.action === 'package.reorder')
      .map((e) => e.action);
    expect(actions).toEqual(
      expect.arrayContaining(['package.create', 'package.update', 'package.reorder', 'package.retire']),
    );
  });

  it('creates coupons one by one and in batches, exports them as CSV, disables one and shows usage', async () => {
    const one = okData<AdminCoupon>(await call('POST', V1.admin.coupons, admin.token, { code: 'welcome2026', terms }));
    expect(one).toMatchObject({ code: 'WELCOME2026', kind: 'amount_off', value: 300, usedCount: 0, isDisabled: false });
    const taken = await call('POST', V1.admin.coupons, admin.token, { code: 'WELCOME2026', terms });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ errorCode: 'coupon_code_taken' });
    const badTerms = await call('POST', V1.admin.coupons, admin.token, {
      code: 'X1',
      terms: { kind: 'percent_off', value: 150 },
    });
    expect(badTerms.json()).toMatchObject({
      errorCode: 'validation_error',
      errorMsg: 'terms.value: a percentage must be 1 to 100',
    });
    // Valid ISO 8601 that PostgreSQL cannot store (year 0000, an offset past ±14:00): refused, not a 500.
    for (const startsAt of ['0000-02-29T22:40:22+16:05', '0000-01-01T00:00:00Z']) {
      const outOfRange = await call('POST', V1.admin.couponsBatch, admin.token, {
        count: 2,
        terms: { ...terms, startsAt },
      });
      expect(outOfRange.statusCode, startsAt).toBe(400);
      expect(outOfRange.json()).toMatchObject({
        errorCode: 'validation_error',
        errorMsg: 'terms.startsAt: must be a date between 1970 and 9999',
      });
    }

    const batch = okData<CouponBatchRes>(
      await call('POST', V1.admin.couponsBatch, admin.token, {
        count: 5,
        prefix: 'spring',
        terms: { ...terms, totalUses: 1 },
      }),
    );
    expect(batch.items).toHaveLength(5);
    expect(batch.items.every((c) => /^SPRING[2-9A-HJKMNP-Z]{10}$/.test(c.code) && c.batchId === batch.batchId)).toBe(
      true,
    );
    const listed = okData<AdminCouponsRes>(
      await call('GET', `${V1.admin.coupons}?batchId=${batch.batchId}`, admin.token),
    );
    expect(listed.total).toBe(5);
    const csv = await call('GET', `${V1.admin.couponsExport}?batchId=${batch.batchId}`, admin.token);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toMatch(/^code,kind,value,/);
    expect(
      lines
        .slice(1)
        .map((l) => l.split(',')[0])
        .sort(),
    ).toEqual(batch.items.map((c) => c.code).sort());

    const pkg = await makePackage(t);
    const placed = await order(t, user.token, pkg.id, one.code);
    const usage = okData<CouponUsageRes>(await call('GET', path(V1.admin.couponUsage, one.id), admin.token));
    expect(usage.coupon.reservedCount).toBe(1);
    expect(usage.redemptions).toEqual([expect.objectContaining({ outTradeNo: placed.outTradeNo, state: 'reserved' })]);
    const disabled = okData<AdminCoupon>(await call('POST', path(V1.admin.couponDisable, one.id), admin.token, {}));
    expect(disabled.isDisabled).toBe(true);
  });

  it('searches orders by user and number, shows the transaction id, reconciles now', async () => {
    const pkg = await makePackage(t, { words: 900 });
    const placed = await order(t, user.token, pkg.id);
    const byUser = okData<AdminOrdersRes>(
      await call('GET', `${V1.admin.orders}?user=${encodeURIComponent(user.email)}`, admin.token),
    );
    expect(byUser.items.map((o) => o.outTradeNo)).toContain(placed.outTradeNo);
    expect(byUser.items.every((o) => o.userAccount === user.email)).toBe(true);
    // Paid while the notification is refused: reconcile-now finds it.
    const real = kit.gateway;
    t.ctx.payments = {
      ...real,
      parseNotification: () => ({ ok: false, reason: 'test', reply: { status: 500, headers: {}, body: '' } }),
    };
    await kit.simulator.pay(placed.outTradeNo);
    t.ctx.payments = real;
    const reconciled = okData<AdminOrder>(
      await call('POST', V1.admin.ordersReconcile, admin.token, { outTradeNo: placed.outTradeNo }),
    );
    expect(reconciled).toMatchObject({ state: 'paid', transactionId: expect.any(String) });
    const paid = okData<AdminOrdersRes>(
      await call('GET', `${V1.admin.orders}?outTradeNo=${placed.outTradeNo}&state=paid`, admin.token),
    );
    expect(paid.total).toBe(1);
    const unknown = await call('POST', V1.admin.ordersReconcile, admin.token, { outTradeNo: 'IS0000000000' });
    expect(unknown.statusCode).toBe(404);
  });

  it('shows a user’s balance and ledger and adjusts it with a note, never below zero', async () => {
    const target = await registerUser(t);
    const userId = await userIdOf(t, target.email);
    const adjusted = okData<{ wordsLeft: number }>(
      await call('POST', V1.admin.usersAdjust, admin.token, { userId, delta: 400, note: 'Refund for a failed review' }),
    );
    expect(adjusted.wordsLeft).toBe(500);
    const tooMuch = await call('POST', V1.admin.usersAdjust, admin.token, { userId, delta: -501, note: 'x' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ errorCode: 'balance_would_be_negative' });
    for (const bad of [
      { userId, delta: 0, note: 'x' },
      { userId, delta: 5 },
      { userId: 'u1', delta: 5, note: 'x' },
    ]) {
      expect((await call('POST', V1.admin.usersAdjust, admin.token, bad)).statusCode, JSON.stringify(bad)).toBe(400);
    }
    const missing = { userId: '00000000-0000-4000-8000-000000000000', delta: 5, note: 'x' };
    expect((await call('POST', V1.admin.usersAdjust, admin.token, missing)).statusCode).toBe(404);
    const page = okData<AdminUserLedgerRes>(await call('POST', V1.admin.usersLedger, admin.token, { userId }));
    expect(page.wordsLeft).toBe(500);
    expect(page.items[0]).toMatchObject({ reason: 'admin_adjustment', delta: 400, note: 'Refund for a failed review' });
    const log = okData<AdminAuditRes>(await call('GET', V1.admin.auditLog, admin.token));
    expect(log.items[0]).toMatchObject({ action: 'user.adjust', targetId: userId, detail: { delta: 400 } });
    expect(await ledger.listMismatches(t.ctx.db)).toEqual([]);
  });
});
