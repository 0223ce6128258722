import type { TFunction } from 'i18next';
import type { PointFlowItem } from '@inkstone/shared/api/pointFlow';

/** How a ledger row reads: its time, signed change and balance in the interface language. */
export function rowFormatter(language: string) {
  const dateTime = new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' });
  const signed = new Intl.NumberFormat(language, { signDisplay: 'exceptZero' });
  const plain = new Intl.NumberFormat(language);
  return {
    time: (iso: string) => dateTime.format(new Date(iso)),
    delta: (delta: number) => signed.format(delta),
    balance: (words: number) => plain.format(words),
  };
}

/** The colour of a change: green for words added, red for words taken. */
export function deltaColor(delta: number): string {
  if (delta > 0) return 'success.main';
  return delta < 0 ? 'error.main' : 'text.secondary';
}

/** What else is worth showing about a row: an administrator's note, or the order a top-up paid. */
export function rowDetails(t: TFunction, item: PointFlowItem): string {
  if (item.note) return item.note;
  if (item.refId && (item.reason === 'top_up' || item.reason === 'coupon_bonus'))
    return t('Order {{orderNo}}', { orderNo: item.refId });
  return '';
}
