import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PaperDto } from '@inkstone/shared/api/papers';
import { saveToLibrary } from '../library/api';
import { deleteHistory, fetchHistory, fetchHistoryDetail, fetchSearchPrice } from './api';

/** Query keys of the paper-search history. */
export const paperSearchKeys = {
  all: ['paperSearch'] as const,
  history: (page: number, pageSize: number) => [...paperSearchKeys.all, 'history', page, pageSize] as const,
  detail: (id: string) => [...paperSearchKeys.all, 'detail', id] as const,
  price: () => [...paperSearchKeys.all, 'price'] as const,
};

/** The price of a search, shown in step 1 before the user starts. */
export function useSearchPrice() {
  return useQuery({ queryKey: paperSearchKeys.price(), queryFn: ({ signal }) => fetchSearchPrice(signal) });
}

/** One page of saved searches; the previous page stays on screen while the next loads. */
export function useSearchHistory(page: number, pageSize: number) {
  return useQuery({
    queryKey: paperSearchKeys.history(page, pageSize),
    queryFn: ({ signal }) => fetchHistory(page, pageSize, signal),
    placeholderData: keepPreviousData,
  });
}

/** A saved search with its full result; disabled without an id. */
export function useSearchDetail(id: string | undefined) {
  return useQuery({
    queryKey: paperSearchKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchHistoryDetail(id ?? '', signal),
    enabled: Boolean(id),
  });
}

/** Deletes a saved search and refreshes the history. */
export function useDeleteSearch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteHistory,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: paperSearchKeys.all }),
  });
}

/** Saves a kept paper to the user's library (an existing entry comes back as isExisting). */
export function useSaveToLibrary() {
  return useMutation({ mutationFn: (paper: PaperDto) => saveToLibrary(paper) });
}
