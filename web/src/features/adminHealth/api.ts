import type { AdminHealthRes } from '@inkstone/shared/api/adminHealth';
import { V1 } from '@inkstone/shared/paths';
import { apiGet } from '../../lib/apiClient';

/** GET /v1/admin/health: each part of the server that answers, checked now. */
export function fetchAdminHealth(signal?: AbortSignal): Promise<AdminHealthRes> {
  return apiGet<AdminHealthRes>(V1.admin.health, { signal });
}
