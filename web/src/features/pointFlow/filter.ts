import type { LedgerReason, PointFlowListReq } from '@inkstone/shared/api/pointFlow';
import { dateRangeOf } from './dateRange';

/** What the list is narrowed to: reasons (none = all) and a day range (`YYYY-MM-DD`, '' = open). */
export interface PointFlowFilterValue {
  reasons: LedgerReason[];
  fromDay: string;
  toDay: string;
}

/** No narrowing: every row. */
export const NO_FILTER: PointFlowFilterValue = { reasons: [], fromDay: '', toDay: '' };

/** Whether anything narrows the list. */
export function isFiltering(filter: PointFlowFilterValue): boolean {
  return filter.reasons.length > 0 || filter.fromDay !== '' || filter.toDay !== '';
}

/** The list request for a filter and a 0-based page (as the table counts). */
export function pointFlowRequest(filter: PointFlowFilterValue, page: number, pageSize: number): PointFlowListReq {
  // A range typed backwards still means the days between the two dates.
  const isBackwards = filter.fromDay !== '' && filter.toDay !== '' && filter.fromDay > filter.toDay;
  const [first, last] = isBackwards ? [filter.toDay, filter.fromDay] : [filter.fromDay, filter.toDay];
  return {
    page: page + 1,
    pageSize,
    ...(filter.reasons.length > 0 ? { reasons: filter.reasons } : {}),
    ...dateRangeOf(first, last),
  };
}
