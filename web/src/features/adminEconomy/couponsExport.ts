import { V1 } from '@inkstone/shared/paths';
import { downloadAuthorized } from '../../lib/downloadAuthorized';

/** `GET /v1/admin/coupons/export`: all coupons, or one batch's, saved as a CSV file. */
export function downloadCouponsCsv(filter: { batchId?: string }): Promise<void> {
  const query = filter.batchId ? `?${new URLSearchParams({ batchId: filter.batchId }).toString()}` : '';
  const name = filter.batchId ? `coupons-${filter.batchId}.csv` : 'coupons.csv';
  return downloadAuthorized(`${V1.admin.couponsExport}${query}`, 'text/csv', name);
}
