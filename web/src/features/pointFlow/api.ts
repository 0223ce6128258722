import type { PointFlowListReq, PointFlowListRes } from '@inkstone/shared/api/pointFlow';
import { V1 } from '@inkstone/shared/paths';
import { apiPost } from '../../lib/apiClient';

/** POST /v1/pointFlow/list: the signed-in user's ledger rows, newest first. */
export function fetchPointFlow(body: PointFlowListReq, signal?: AbortSignal): Promise<PointFlowListRes> {
  return apiPost<PointFlowListRes>(V1.pointFlow.list, body, { signal });
}
