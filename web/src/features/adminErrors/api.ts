import type {
  AdminErrorGroupRes,
  AdminErrorsQuery,
  AdminErrorsRes,
  ErrorGroupStatus,
} from '@inkstone/shared/api/monitor';
import { V1 } from '@inkstone/shared/paths';
import { apiGet, apiPost } from '../../lib/apiClient';

const withId = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** GET /v1/admin/errors: error groups, last seen first. */
export function fetchErrorGroups(query: AdminErrorsQuery, signal?: AbortSignal): Promise<AdminErrorsRes> {
  const { status, ...paging } = query;
  return apiGet<AdminErrorsRes>(V1.admin.errors, { query: { ...paging, ...(status ? { status } : {}) }, signal });
}

/** GET /v1/admin/errors/:id: one group with its recent occurrences. */
export function fetchErrorGroup(id: string, signal?: AbortSignal): Promise<AdminErrorGroupRes> {
  return apiGet<AdminErrorGroupRes>(withId(V1.admin.errorGroup, id), { signal });
}

/** POST /v1/admin/errors/:id/status: resolve, ignore or reopen. */
export function setErrorGroupStatus(id: string, status: ErrorGroupStatus): Promise<null> {
  return apiPost<null>(withId(V1.admin.errorGroupStatus, id), { status });
}
