import type { AdminUsersQuery, AdminUsersRes } from '@inkstone/shared/api/admin';
import { V1 } from '@inkstone/shared/paths';
import { apiGet } from '../../lib/apiClient';

/** GET /v1/admin/users: accounts, newest first (administrators only). */
export function fetchAdminUsers(query: AdminUsersQuery, signal?: AbortSignal): Promise<AdminUsersRes> {
  return apiGet<AdminUsersRes>(V1.admin.users, { query: { page: query.page, pageSize: query.pageSize }, signal });
}
