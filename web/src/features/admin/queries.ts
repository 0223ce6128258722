import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AdminUsersQuery } from '@inkstone/shared/api/admin';
import { fetchAdminUsers } from './api';

/** Query keys of the admin module. */
export const adminKeys = {
  all: ['admin'] as const,
  users: (query: AdminUsersQuery) => [...adminKeys.all, 'users', query] as const,
};

/** One page of accounts; the previous page stays on screen while the next loads. */
export function useAdminUsers(query: AdminUsersQuery, isEnabled: boolean) {
  return useQuery({
    queryKey: adminKeys.users(query),
    queryFn: ({ signal }) => fetchAdminUsers(query, signal),
    placeholderData: keepPreviousData,
    enabled: isEnabled,
  });
}
