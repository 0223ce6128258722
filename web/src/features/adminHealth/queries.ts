import { useMutation, useQuery } from '@tanstack/react-query';
import { downloadBackup, fetchAdminHealth } from './api';

/** How often the open page checks again by itself. */
const HEALTH_REFRESH_MS = 30_000;

/** Query keys of the operator health page. */
export const adminHealthKeys = {
  all: ['adminHealth'] as const,
};

/** The server's health, checked again every 30 s while the page is open (and on refetch). */
export function useAdminHealth() {
  return useQuery({
    queryKey: adminHealthKeys.all,
    queryFn: ({ signal }) => fetchAdminHealth(signal),
    refetchInterval: HEALTH_REFRESH_MS,
    staleTime: 0,
  });
}

/** Downloads a backup of the running embedded server. */
export function useDownloadBackup() {
  return useMutation({ mutationFn: downloadBackup });
}
