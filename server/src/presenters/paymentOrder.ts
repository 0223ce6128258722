import type { PaymentOrder, TopUpPackage } from '@inkstone/shared/api/payment';
import type { PaymentOrderRow, TopUpPackageRow } from '../db/schema/index.js';

/** An order as its user sees it (spec §3 outTradeNo map: outTradeNo, orderAmount, createdTime). */
export function presentPaymentOrder(row: PaymentOrderRow): PaymentOrder {
  return {
    outTradeNo: row.outTradeNo,
    state: row.state,
    orderAmount: row.amountFen,
    originalFen: row.originalFen,
    packageName: row.packageName,
    words: row.words,
    bonusWords: row.bonusWords,
    couponCode: row.couponCode,
    createdTime: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
  };
}

/** A package on sale. */
export function presentTopUpPackage(row: TopUpPackageRow): TopUpPackage {
  return {
    id: row.id,
    name: row.name,
    nameZh: row.nameZh,
    words: row.words,
    priceFen: row.priceFen,
    originalPriceFen: row.originalPriceFen,
    badge: row.badge,
    badgeZh: row.badgeZh,
    sortOrder: row.sortOrder,
  };
}
