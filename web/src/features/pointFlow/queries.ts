import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { PointFlowListReq } from '@inkstone/shared/api/pointFlow';
import { fetchPointFlow } from './api';

/** Query keys of the points-flow module. */
export const pointFlowKeys = {
  all: ['pointFlow'] as const,
  list: (req: PointFlowListReq) => [...pointFlowKeys.all, 'list', req] as const,
};

/** One page of the ledger; the previous page stays on screen while the next loads. */
export function usePointFlow(req: PointFlowListReq) {
  return useQuery({
    queryKey: pointFlowKeys.list(req),
    queryFn: ({ signal }) => fetchPointFlow(req, signal),
    placeholderData: keepPreviousData,
  });
}
