import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminErrorsQuery, ErrorGroupStatus } from '@inkstone/shared/api/monitor';
import { fetchErrorGroup, fetchErrorGroups, setErrorGroupStatus } from './api';

/** Query keys of the admin Errors page. */
export const adminErrorKeys = {
  all: ['adminErrors'] as const,
  list: (query?: AdminErrorsQuery) => [...adminErrorKeys.all, 'list', ...(query ? [query] : [])] as const,
  group: (id: string) => [...adminErrorKeys.all, 'group', id] as const,
};

export function useErrorGroups(query: AdminErrorsQuery) {
  return useQuery({
    queryKey: adminErrorKeys.list(query),
    queryFn: ({ signal }) => fetchErrorGroups(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** One group's occurrences; idle until a group is opened. */
export function useErrorGroup(id: string | null) {
  return useQuery({
    queryKey: adminErrorKeys.group(id ?? ''),
    queryFn: ({ signal }) => fetchErrorGroup(id ?? '', signal),
    enabled: id !== null,
  });
}

/** Changes a group's status; every list and the group are read again after. */
export function useSetErrorGroupStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: ErrorGroupStatus }) => setErrorGroupStatus(id, status),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminErrorKeys.all }),
  });
}
