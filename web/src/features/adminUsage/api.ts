import type { AdminUsageRes } from '@inkstone/shared/api/adminUsage';
import { V1 } from '@inkstone/shared/paths';
import { apiGet } from '../../lib/apiClient';

/** GET /v1/admin/usage: the daily usage series over `days` days and the most viewed routes. */
export function fetchAdminUsage(days: number, signal?: AbortSignal): Promise<AdminUsageRes> {
  return apiGet<AdminUsageRes>(V1.admin.usage, { query: { days }, signal });
}
