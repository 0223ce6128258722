import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { fetchAdminUsage } from './api';

/** Query keys of the admin Usage page. */
export const adminUsageKeys = {
  all: ['adminUsage'] as const,
  period: (days: number) => [...adminUsageKeys.all, days] as const,
};

/** The usage series over `days` days; the previous period stays on screen while the next loads. */
export function useAdminUsage(days: number) {
  return useQuery({
    queryKey: adminUsageKeys.period(days),
    queryFn: ({ signal }) => fetchAdminUsage(days, signal),
    placeholderData: keepPreviousData,
  });
}
