import { V1 } from '@inkstone/shared/paths';
import { authorizedHeaders } from '../../lib/apiClient';
import { ApiError, ClientErrorCode } from '../../lib/apiError';
import { i18n } from '../../lib/i18n';

/**
 * `GET /v1/admin/coupons/export`: the answer is a CSV file, not the JSON envelope, so it is read as
 * the response and saved through a temporary link.
 */
export async function downloadCouponsCsv(filter: { batchId?: string }): Promise<void> {
  const query = filter.batchId ? `?${new URLSearchParams({ batchId: filter.batchId }).toString()}` : '';
  const response = await fetch(`${V1.admin.couponsExport}${query}`, {
    headers: authorizedHeaders({ Accept: 'text/csv' }),
  });
  if (!response.ok) throw new ApiError(response.status, ClientErrorCode.invalidResponse, i18n.t('Operation failed'));
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = filter.batchId ? `coupons-${filter.batchId}.csv` : 'coupons.csv';
  link.click();
  URL.revokeObjectURL(url);
}
