import type { AdminHealthRes } from '@inkstone/shared/api/adminHealth';
import { V1 } from '@inkstone/shared/paths';
import { apiGet } from '../../lib/apiClient';
import { downloadAuthorized } from '../../lib/downloadAuthorized';

/** GET /v1/admin/health: each part of the server that answers, checked now. */
export function fetchAdminHealth(signal?: AbortSignal): Promise<AdminHealthRes> {
  return apiGet<AdminHealthRes>(V1.admin.health, { signal });
}

/** GET /v1/admin/backup: the running embedded server's backup archive, saved under the server's name. */
export function downloadBackup(): Promise<void> {
  return downloadAuthorized(V1.admin.backup, 'application/gzip');
}
