import type { AdminAuditItem, AdminCoupon, AdminOrder, AdminPackage } from '@inkstone/shared/api/adminEconomy';
import type { AdminAuditRow, CouponRow, PaymentOrderRow, TopUpPackageRow } from '../db/schema/index.js';
import { presentPaymentOrder, presentTopUpPackage } from './paymentOrder.js';

export function presentAdminPackage(row: TopUpPackageRow): AdminPackage {
  return { ...presentTopUpPackage(row), isRetired: row.retiredAt !== null };
}

export function presentAdminCoupon(row: CouponRow & { usedCount?: number; reservedCount?: number }): AdminCoupon {
  return {
    id: row.id,
    code: row.code,
    kind: row.kind,
    value: row.value,
    maxDiscountFen: row.maxDiscountFen,
    minAmountFen: row.minAmountFen,
    packageId: row.packageId,
    startsAt: row.startsAt?.toISOString() ?? null,
    endsAt: row.endsAt?.toISOString() ?? null,
    totalUses: row.totalUses,
    usedCount: row.usedCount ?? 0,
    reservedCount: row.reservedCount ?? 0,
    batchId: row.batchId,
    isDisabled: row.disabledAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export function presentAdminOrder(row: PaymentOrderRow & { userAccount: string }): AdminOrder {
  return {
    ...presentPaymentOrder(row),
    userId: row.userId,
    userAccount: row.userAccount,
    transactionId: row.transactionId,
  };
}

export function presentAuditEntry(row: AdminAuditRow): AdminAuditItem {
  return {
    id: row.id,
    actorId: row.actorId,
    action: row.action,
    targetType: row.targetType,
    targetId: row.targetId,
    detail: row.detail,
    createdAt: row.createdAt.toISOString(),
  };
}
