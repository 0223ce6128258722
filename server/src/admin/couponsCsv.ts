import type { AdminCoupon } from '@inkstone/shared/api/adminEconomy';

const COLUMNS: Array<keyof AdminCoupon> = [
  'code',
  'kind',
  'value',
  'maxDiscountFen',
  'minAmountFen',
  'packageId',
  'startsAt',
  'endsAt',
  'totalUses',
  'usedCount',
  'reservedCount',
  'batchId',
  'isDisabled',
  'createdAt',
];

/** RFC 4180 field; a leading = + - @ is prefixed with ' so a spreadsheet never runs it as a formula. */
function field(value: string | number | boolean | null): string {
  let text = value === null ? '' : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Coupons as CSV (header row, CRLF line ends), for handing out a batch. */
export function couponsCsv(coupons: AdminCoupon[]): string {
  const lines = [COLUMNS.join(','), ...coupons.map((c) => COLUMNS.map((k) => field(c[k])).join(','))];
  return `${lines.join('\r\n')}\r\n`;
}
